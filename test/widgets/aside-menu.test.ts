import { expect } from 'chai';
import '../../widgets/aside-menu/define';
import { setLocale } from '../../runtime/i18n';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, waitFor } from '../helpers/browser/dom';

const items = [
  { label: 'Orders', href: '/user/order' },
  { label: 'Security', href: '/user/security', children: [{ label: 'Activity', href: '/user/security/activity' }] },
  { label: 'Help', children: [{ label: 'Returns', href: '/page/returns' }] },
];

function menu(current: string) {
  const el = mount('<shop-aside-menu></shop-aside-menu>').firstElementChild!;
  el.setAttribute('current', current);
  el.setAttribute('items', JSON.stringify(items));
  return el;
}
const $$ = (el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];

describe('<shop-aside-menu>', () => {
  afterEach(async () => {
    cleanup();
    await setLocale('en');
  });

  it('marks the current page and opens the group that holds it', async () => {
    const el = menu('/user/security/activity');
    const nav = await shadowPart(el, 'nav');
    expect(nav.getAttribute('aria-label')).to.equal('Section menu');
    const [security, help] = $$(el, '[part="group"]');
    expect(security!.getAttribute('aria-expanded')).to.equal('true');
    expect(help!.getAttribute('aria-expanded')).to.equal('false');
    expect($$(el, 'a[aria-current="page"]').map((a) => a.textContent)).to.deep.equal(['Activity']);
    // A group with its own page lists it first.
    expect($$(el, '[part="children"]')[0]!.querySelector('a')!.textContent).to.equal('All of Security');
  });

  it('opens and closes groups independently', async () => {
    const el = menu('/user/order');
    await shadowPart(el, 'nav');
    const [security, help] = $$(el, '[part="group"]');
    security!.click();
    help!.click();
    await waitFor(() => security!.getAttribute('aria-expanded') === 'true' && help!.getAttribute('aria-expanded') === 'true');
    expect($$(el, '[part="children"]').every((ul) => !ul.hidden)).to.equal(true);
    security!.click();
    await waitFor(() => security!.getAttribute('aria-expanded') === 'false');
    expect($$(el, '[part="children"]')[0]!.hidden).to.equal(true);
  });

  it('speaks zh', async () => {
    const el = menu('/user/order');
    await shadowPart(el, 'nav');
    await setLocale('zh');
    await waitFor(() => el.shadowRoot!.querySelector('nav')!.getAttribute('aria-label') === '栏目菜单');
  });

  it('shows its error state for items that are not a list', async () => {
    const errors = collectErrors();
    try {
      const el = mount(`<shop-aside-menu items='{"oops"'></shop-aside-menu>`).firstElementChild!;
      await shadowPart(el, '[part="error"]');
      await waitFor(() => errors.events.some((e) => e.detail.message === '<shop-aside-menu> "items" is not valid JSON.'));
    } finally {
      errors.stop();
    }
  });

  it('is accessible', async () => {
    const el = menu('/user/security/activity');
    await shadowPart(el, 'nav');
    await expectAccessible(el);
  });
});
