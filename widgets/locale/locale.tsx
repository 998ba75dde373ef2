/**
 * @summary The language and currency switch, compact for a header: a button showing the current
 * language and currency ("EN · USD") that discloses a small panel (WAI-ARIA APG disclosure) with
 * two native selects and an Apply button (a select that acted on every arrow key would move
 * keyboard users to another page before they reached their language). Escape or a click
 * elsewhere closes the panel; Escape returns focus to the button. The language switch keeps the
 * current page: `/zh-HK/product/mug?x=1` becomes `/product/mug?x=1` for English. It loads that
 * address in full, because the header, the footer and `<html lang>` come from the server in the
 * page's language. The currency is remembered (local storage `shop.currency`) and applies at
 * once: amounts in the shop's currency are converted at the shop's rate
 * (`config.currencyRates`) wherever they are written. On another site's page (the shop's address
 * is elsewhere: docs/runtime.md, "Embedding on another site") the language is that page's own
 * (`<html lang>` or the `locale` start option): only the currency is offered, and with no
 * currency to choose the element draws nothing.
 *
 * Drawn by the server renderer (docs/server-rendering.md) and hydrated. Given the page's address
 * as data, it also draws the no-JavaScript form of itself: a `<details>` whose summary reads as
 * the button, holding links to the page in each language, shown instead of the button until the
 * element is defined (`:host(:not(:defined))`, so nothing changes in the DOM when it upgrades);
 * a press on the summary before the upgrade opens the panel once loaded.
 *
 * @data `{"path": "/zh/product/mug?x=1"}`: the page's address (path and query), which the
 *   language links keep and whose prefix is the language in force. Without it, the language
 *   comes from the runtime's language prefix until mounted, and there are no links.
 *
 * @attr {json} languages - The language prefixes offered, from the spec's list (`en zh zh-TW
 *   zh-HK de es fr id it ja ko pt th fil vi`), each named in its own language. Default: all of them.
 * @attr {json} currencies - ISO 4217 codes offered, e.g. `["USD","HKD"]`. Default: the shop's
 *   currency and every currency of the initial data's `config.currencyRates`; a code the shop
 *   has no rate for is left out (prices would be wrong). With fewer than two, no currency select.
 *
 * @slot - A host's own fallback (when nothing is drawn on the server), shown until the element is defined.
 *
 * @csspart button - The button showing the current language and currency; it opens the panel.
 * @csspart icon - The globe in the button (a narrow header may hide it).
 * @csspart fold - The no-JavaScript `<details>` (with data only); its summary is a `button` part too.
 * @csspart links - Its list of links to the page in each language.
 * @csspart panel - The panel it discloses.
 * @csspart base - The form in the panel.
 * @csspart language - The language select.
 * @csspart currency - The currency select.
 * @csspart apply - The Apply button.
 * @csspart error - The error state shown for a bad attribute.
 *
 * @cssproperty --shop-primary-color - The button and the focus ring.
 * @cssproperty --shop-placeholder-color - Select borders.
 * @cssproperty --shop-background-color - The panel's background.
 * @cssproperty --shop-border-color - The panel's border.
 *
 * @event shop:locale-change - The shopper applied a language or currency; detail
 *   `{language, currency, href}` (`href` is the address about to load, or null when only the
 *   currency changed). Cancelable: cancel it to handle the switch yourself.
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useStore } from "@nanostores/react";
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from "react";
import { browser } from "../../runtime/browser";
import { LANGUAGE_PREFIXES } from "../../runtime/constants";
import {
  $currency,
  $displayCurrency,
  $rates,
  chooseCurrency,
  isCurrency,
  offeredCurrencies,
} from "../../runtime/money";
import { languageName } from "../../runtime/language-names";
import { $locale } from "../../runtime/i18n";
import {
  splitLanguage,
  withLanguage,
  type LanguagePrefix,
} from "../../runtime/routes";
import { shopOrigin } from "../../runtime/shop-address";
import { $languagePrefix } from "../../runtime/session";
import { Chevron } from "../shared/field";
import { emit } from "../shared/emit";
import { useHost } from "../shared/host";
import { json, type PropsOf } from "../shared/props";
import { useElementData } from "../shared/render-context";
import { useOutside } from "../shared/use-outside";
import { useT } from "../shared/use-t";

const checkLanguages = (value: unknown) => {
  if (!Array.isArray(value) || value.length === 0)
    return "must be a non-empty JSON array of language prefixes.";
  const bad = value.find(
    (v) => !(LANGUAGE_PREFIXES as readonly unknown[]).includes(v),
  );
  return bad === undefined
    ? undefined
    : `lists "${String(bad)}", which is not one of ${LANGUAGE_PREFIXES.join(", ")}.`;
};
const checkCurrencies = (value: unknown) => {
  if (!Array.isArray(value))
    return 'must be a JSON array of ISO 4217 codes such as ["USD","HKD"].';
  const bad = value.find((v) => typeof v !== "string" || !isCurrency(v));
  return bad === undefined
    ? undefined
    : `lists "${String(bad)}", which is not an ISO 4217 currency code.`;
};

export const localeProps = {
  languages: json<LanguagePrefix[]>(checkLanguages, {
    default: [...LANGUAGE_PREFIXES],
  }),
  currencies: json<string[]>(checkCurrencies),
};

export type LocaleProps = PropsOf<typeof localeProps>;

/** The language's own name ("Deutsch", "日本語", "简体中文"), as the language itself writes it. */
export const nameOf = (prefix: LanguagePrefix): string => languageName(prefix);

/**
 * The language in force: the address's prefix on the shop's own pages. On another site's page
 * (the shop is elsewhere: docs/runtime.md) the addresses are that site's, with no language prefix
 * to switch: the language is the page's (`<html lang>` or the `locale` start option).
 */
const currentLanguage = (): LanguagePrefix => {
  if (!shopOrigin()) return splitLanguage(location.pathname).prefix || "en";
  const locale = $locale.get();
  return (LANGUAGE_PREFIXES as readonly string[]).includes(locale)
    ? (locale as LanguagePrefix)
    : "en";
};

/** The server data (`@data`): the page's address. */
export interface LocaleData {
  path?: string;
}

/** `/de/product/mug?x=1` in `language`: `/product/mug?x=1` for English. */
const pageIn = (address: string, language: LanguagePrefix): string => {
  const query = address.indexOf("?");
  const [pathname, search] =
    query < 0 ? [address, ""] : [address.slice(0, query), address.slice(query)];
  return withLanguage(pathname, language === "en" ? "" : language) + search;
};

export function Locale({ languages, currencies }: LocaleProps) {
  const { t, locale } = useT();
  const host = useHost();
  const id = useId();
  // What the shopper sees now: their pick, else the shop's own currency.
  const display = useStore($displayCurrency);
  const shopCurrency = useStore($currency);
  const currency = display || shopCurrency;
  useStore($rates);
  // Only currencies the shop can convert to are offered (its own and those it has a rate for).
  const convertible = offeredCurrencies();
  const offered = currencies
    ? currencies
        .map((c) => c.toUpperCase())
        .filter((c) => convertible.includes(c))
    : convertible;
  // The language in force: the server's address (data), else the runtime's prefix; the window's
  // address is read once mounted (the first render is the server's).
  const page = useElementData<LocaleData>()?.path;
  const prefix = useStore($languagePrefix).replace(/^\//, "");
  const [here, setHere] = useState<LanguagePrefix>(
    () =>
      (page !== undefined
        ? splitLanguage(page.split("?")[0]!).prefix
        : (LANGUAGE_PREFIXES as readonly string[]).includes(prefix)
          ? (prefix as LanguagePrefix)
          : "") || "en",
  );
  const [language, setLanguage] = useState<LanguagePrefix>(here);
  const [money, setMoney] = useState(currency);
  // On another site's page only the currency is offered (see currentLanguage). False on the
  // server and in the first render, as the server drew it: the shop's own pages.
  const [elsewhere, setElsewhere] = useState(false);

  // The window's address, once mounted (before paint: a page drawn in the browser never shows another language).
  useLayoutEffect(() => {
    setHere(currentLanguage());
    setLanguage(currentLanguage());
    setElsewhere(shopOrigin() !== "");
  }, []);
  // In-app navigation changes the address (the language stays, the page does not).
  useEffect(() => {
    const update = () => {
      setHere(currentLanguage());
      setLanguage(currentLanguage());
    };
    document.addEventListener("shop:load", update);
    window.addEventListener("popstate", update);
    return () => {
      document.removeEventListener("shop:load", update);
      window.removeEventListener("popstate", update);
    };
  }, []);
  useEffect(() => setMoney(currency), [currency]);

  const shown = languages.includes(here) ? languages : [here, ...languages];
  const withCurrency = offered.length > 1;
  const withLanguageChoice = !elsewhere;
  const currencyNames = (() => {
    try {
      return new Intl.DisplayNames([locale], { type: "currency" });
    } catch {
      return undefined;
    }
  })();

  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // A click or focus anywhere outside the element closes the panel (APG disclosure, as a menu).
  useOutside(open, host, () => setOpen(false));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const languageChanged = withLanguageChoice && language !== here;
    const currencyChanged = withCurrency && money !== currency;
    if (!languageChanged && !currencyChanged) {
      setOpen(false);
      button.current?.focus();
      return;
    }
    const href = languageChanged
      ? withLanguage(location.pathname, language === "en" ? "" : language) +
        location.search +
        location.hash
      : null;
    if (
      !emit(
        host,
        "shop:locale-change",
        { language, currency: withCurrency ? money : currency, href },
        { cancelable: true },
      )
    )
      return;
    if (currencyChanged) {
      chooseCurrency(money);
      setOpen(false);
      button.current?.focus();
    }
    if (href) browser.assign(href);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };

  // What the button shows: the language's prefix and the currency's code, "EN · USD".
  const label = `${here.toUpperCase()} · ${currency}`;

  const buttonLabel = t(
    "locale.open",
    label,
    nameOf(here),
    currencyNames?.of(currency) ?? currency,
  );
  const globe = (
    <svg
      part="icon"
      className="globe"
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
    >
      <circle
        cx="10"
        cy="10"
        r="7.25"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
      <path
        d="M2.75 10h14.5M10 2.75c2 2.1 3 4.5 3 7.25s-1 5.15-3 7.25M10 2.75c-2 2.1-3 4.5-3 7.25s1 5.15 3 7.25"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );

  // Nothing to choose on this page: no element rather than a panel with only an Apply button.
  if (!withLanguageChoice && !withCurrency) return null;

  return (
    <div
      className={page !== undefined ? "locale with-fold" : "locale"}
      onKeyDown={onKeyDown}
    >
      <button
        ref={button}
        part="button"
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-label={buttonLabel}
        onClick={() => {
          // Opening starts from what is in force, not from a choice left unapplied.
          if (!open) {
            setLanguage(here);
            setMoney(currency);
          }
          setOpen(!open);
        }}
      >
        {globe}
        <span className="current">{label}</span>
      </button>
      {page !== undefined && (
        // Without JavaScript (the element never defined): links to this page in each language.
        <details part="fold" className="fold">
          <summary
            part="button"
            role="button"
            className="button"
            aria-label={buttonLabel}
          >
            {globe}
            <span className="current">{label}</span>
          </summary>
          <nav className="panel" aria-label={t("locale.language")}>
            <ul part="links" className="links">
              {shown.map((code) => (
                <li key={code}>
                  <a
                    href={pageIn(page, code)}
                    lang={code}
                    hrefLang={code}
                    aria-current={code === here ? "true" : undefined}
                  >
                    {nameOf(code)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </details>
      )}
      <div part="panel" id={`${id}-panel`} className="panel" hidden={!open}>
        <form
          part="base"
          className="form"
          onSubmit={apply}
          aria-label={t("locale.label")}
        >
          {withLanguageChoice && (
            <span className="field">
              <label htmlFor={`${id}-language`} className="label">
                {t("locale.language")}
              </label>
              <span className="box with-chevron">
                <select
                  part="language"
                  id={`${id}-language`}
                  value={language}
                  onChange={(event) =>
                    setLanguage(event.currentTarget.value as LanguagePrefix)
                  }
                >
                  {shown.map((prefix) => (
                    <option key={prefix} value={prefix} lang={prefix}>
                      {nameOf(prefix)}
                    </option>
                  ))}
                </select>
                <Chevron />
              </span>
            </span>
          )}
          {withCurrency && (
            <span className="field">
              <label htmlFor={`${id}-currency`} className="label">
                {t("locale.currency")}
              </label>
              <span className="box with-chevron">
                <select
                  part="currency"
                  id={`${id}-currency`}
                  value={money}
                  onChange={(event) => setMoney(event.currentTarget.value)}
                >
                  {(offered.includes(currency)
                    ? offered
                    : [currency, ...offered]
                  ).map((code) => (
                    <option key={code} value={code}>
                      {code} – {currencyNames?.of(code) ?? code}
                    </option>
                  ))}
                </select>
                <Chevron />
              </span>
            </span>
          )}
          <button part="apply" type="submit" className="apply">
            {t("locale.apply")}
          </button>
        </form>
      </div>
    </div>
  );
}
