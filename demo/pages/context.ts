/** What every screen renderer gets: the database, the language, the routing config and helpers. */
import type { Shopper } from '../api/context.ts';
import type { Db } from '../db/database.ts';
import { pick } from '../db/text.ts';
import type { RenderOptions } from 'shop-elements/server';
import type { Html } from '../html.ts';
import type { RoutingConfig } from '../seed/defaults.ts';
import { renderOptionsFor } from './render.ts';
import type { Language } from './router.ts';
import type { FormState } from './screens/auth.ts';
import { word, type Word } from './words.ts';

export interface PageContext {
  db: Db;
  language: Language;
  routing: RoutingConfig;
  query: Record<string, string | undefined>;
  /** The signed-in customer when the request carries a valid x-auth token (route requests from the shell). */
  userId: number | null;
  /** A refused no-JavaScript form post being shown again: its values and messages. */
  form?: FormState;
  /** The shopper the shop_session cookie stands for (pages only; never the API). */
  cookieUser?: { id: number; name: string; avatar: string } | null;
  /** The stored hash of the session the page was asked for with (x-auth, else the cookie); null for a guest. */
  session?: string | null;
  /**
   * Whose cart and account the page draws: the x-auth or cookie session's customer, else the
   * guest of the visitorId cookie; null for a first visit (nothing of theirs exists yet).
   */
  shopper?: Shopper | null;
  /** Whether the demo's tools answer (the sign-in page offers the test provider only then). */
  devTools?: boolean;
  /** What the page's elements render with on the server (./render.ts). */
  rendering: RenderOptions;
  /** A site path with this page's language prefix. */
  href(path: string): string;
  /** A rule such as '/product/{slug}' filled in, with the prefix. */
  rule(pattern: string, slug: string): string;
  w(key: Word, ...args: unknown[]): string;
  /** A translated column of the database in this page's content language (language.locale). */
  t(json: string): string;
  money(cents: number): string;
  date(iso: string): string;
}

export interface Screen {
  status?: number;
  title: string;
  description: string;
  body: Html;
  /** The page's data, as `data` of the route JSON and `pageData` of the host page. */
  data: unknown;
  keywords?: string;
}

export function createContext(db: Db, language: Language, routing: RoutingConfig, query: Record<string, string | undefined>, userId: number | null = null, url = '/'): PageContext {
  const base = language.prefix ? `/${language.prefix}` : '';
  const href = (path: string) => `${base}/${path.replace(/^\/+/, '')}`.replace(/\/$/, '') || '/';
  // Formats follow the interface language, as the elements' own (runtime/money.ts) do.
  const moneyFormat = new Intl.NumberFormat(language.ui, { style: 'currency', currency: 'USD' });
  const dateFormat = new Intl.DateTimeFormat(language.ui, { dateStyle: 'medium' });
  return {
    db,
    language,
    routing,
    query,
    userId,
    rendering: renderOptionsFor({ language, routing }, url),
    href,
    rule: (pattern, slug) => href(pattern.replace('{slug}', encodeURIComponent(slug)).replace(/\*$/, slug)),
    w: (key, ...args) => word(language.ui, key, ...args),
    t: (json) => pick(json, language.locale),
    money: (cents) => moneyFormat.format(cents / 100),
    date: (iso) => dateFormat.format(new Date(iso)),
  };
}
