/**
 * @summary The user area's layout: the section navigation (Account centre, Orders, Returns,
 * Addresses, Favourites, Articles, Profile, Account, Security, Activity log) beside the screen.
 * The screen element goes INSIDE this element, as its child (`<shop-user><shop-user-center>
 * </shop-user-center></shop-user>`), so one tag lays out the page; the header goes in the
 * `header` slot. The current section (from the address, under the shop's `config.userPath`
 * and the language prefix) carries `aria-current="page"`; a detail page (an order) marks its
 * list. On a phone the sections are one row that scrolls sideways, with the current one
 * scrolled into view; from 48rem of width they are a column at the side. A guest sees no
 * navigation and no header: each screen shows its own sign-in prompt (one prompt on the page).
 *
 * @data {user} - The signed-in shopper (as user/info answers): the server draws the navigation
 *   for a page asked for with a session; without data it draws a guest's layout.
 *
 * @slot - The screen element (and, before this element upgrades, whatever the server wrote).
 * @slot header - Above the navigation and the screen: `<shop-user-header slot="header">`. Shown
 *   to a signed-in shopper only.
 * @slot nav - The server's own navigation for pages without JavaScript. Shown only until this
 *   element upgrades; the element's navigation then takes its place.
 *
 * @csspart base - The layout grid.
 * @csspart nav - The navigation landmark.
 * @csspart list - The list of sections.
 * @csspart link - Each section's link.
 * @csspart current - The current section's link (as well as `link`).
 * @csspart main - The box around the screen.
 *
 * @cssproperty --shop-primary-color - The current section's mark.
 * @cssproperty --shop-border-color - The lines between the navigation and the screen.
 * @cssproperty --shop-desc-color - Sections other than the current one.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { shopHref } from '../../runtime/shop-address';
import { sectionOf, USER_SECTIONS, userHref } from '../../runtime/user-area';
import type { PropsOf } from '../shared/props';
import { useT } from '../shared/use-t';
import { usePagePath } from '../shared/url-state';
import { useSignedIn } from './parts';

export const userProps = {};

export type UserProps = PropsOf<typeof userProps>;

/** The section of the page shown now (from the page's path: the server has no location); follows the page shell's navigation and history moves. */
function useSection() {
  const path = usePagePath();
  const [section, setSection] = useState(() => sectionOf(path));
  useEffect(() => {
    const update = () => setSection(sectionOf(location.href));
    document.addEventListener('shop:load', update);
    window.addEventListener('popstate', update);
    return () => {
      document.removeEventListener('shop:load', update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return section;
}

export function User(_props: UserProps) {
  const { t } = useT();
  const signedIn = useSignedIn();
  const section = useSection();
  const current = useRef<HTMLAnchorElement>(null);
  // On a phone the row scrolls: bring the current section into it without moving the page,
  // unless it is in view already (where the engine started the row there: scroll-initial-target).
  useLayoutEffect(() => {
    const link = current.current;
    const list = link?.parentElement?.parentElement;
    if (!link || !list || list.scrollWidth <= list.clientWidth) return;
    const shown = link.offsetLeft >= list.scrollLeft && link.offsetLeft + link.offsetWidth <= list.scrollLeft + list.clientWidth;
    if (!shown) list.scrollLeft = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2;
  }, [section, signedIn]);

  return (
    <div part="base" className={signedIn ? 'layout' : 'layout guest'}>
      {/* A guest's screen says what signing in shows and links to it: the header's own prompt
          would be a second one (the header stays in the page, unslotted, for when they sign in). */}
      {signedIn && (
        <div className="header">
          <slot name="header" />
        </div>
      )}
      {signedIn && (
        <nav part="nav" className="nav" aria-label={t('user.nav.label')}>
          <ul part="list" className="list">
            {USER_SECTIONS.map(({ section: id, key }) => (
              <li key={id} className="item">
                <a
                  ref={id === section ? current : undefined}
                  part={id === section ? 'link current' : 'link'}
                  className="link"
                  href={shopHref(userHref(id))}
                  aria-current={id === section ? 'page' : undefined}
                >
                  {t(key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div part="main" className="main">
        <slot />
      </div>
    </div>
  );
}
