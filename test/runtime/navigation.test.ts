import { expect } from 'chai';
import sinon from 'sinon';
import { browser } from '../../runtime/browser';
import { registerElements } from '../../runtime/elements';
import { setLocale } from '../../runtime/i18n';
import { noteArrival } from '../../runtime/navigation/arrival-note';
import { $page, $pageLoading, claimQuery, navigate, startNavigation, stopNavigation } from '../../runtime/navigation/navigator';
import { $productDisplay } from '../../runtime/theme';
import { $toasts } from '../../runtime/toast';
import { ok, release, reply, requests, resetApi } from '../helpers/browser/api';
import { waitFor } from '../helpers/browser/dom';
import { widgets } from '../../widgets/registry';

// Page paths keep the test runner's query (it tells the test API which test page is asking).
const at = (path: string) => `${path}${new URLSearchParams(location.search).has('wtr-session-id') ? location.search : ''}`;
const theme = (extra = {}) => ({ useDefTemplate: false, hideHeader: false, hideFooter: false, config: {}, ...extra });
const pageAnswer = (html: string, extra: { theme?: object; meta?: object; data?: unknown } = {}) =>
  ok({ data: extra.data ?? { id: 1 }, theme: theme(extra.theme), html, meta: { title: 'Page', description: 'About it', keywords: '', lang: 'en', ...extra.meta } });

let shell: HTMLElement;
const outlet = () => document.querySelector<HTMLElement>('[data-shop-outlet]')!;
const header = () => document.querySelector<HTMLElement>('[data-shop-header]')!;
const footer = () => document.querySelector<HTMLElement>('[data-shop-footer]')!;
const startUrl = location.href;

describe('page shell navigation', () => {
  // What the loader does with the build's table; from source, the registry.
  before(() => registerElements(widgets));
  let assign: sinon.SinonStub;
  beforeEach(async () => {
    await resetApi();
    $toasts.set([]);
    shell = document.createElement('div');
    const h = document.createElement('header');
    h.setAttribute('data-shop-header', '');
    h.textContent = 'Header';
    const o = document.createElement('main');
    o.setAttribute('data-shop-outlet', '');
    o.textContent = 'First page';
    const f = document.createElement('footer');
    f.setAttribute('data-shop-footer', '');
    shell.append(h, o, f);
    document.body.append(shell);
    assign = sinon.stub(browser, 'assign');
    startNavigation({ initial: { theme: theme(), pageData: {} } });
  });
  afterEach(() => {
    stopNavigation();
    sinon.restore();
    shell.remove();
    document.querySelector('shop-toast')?.remove();
    history.replaceState(null, '', startUrl);
  });

  it('asks the server for the page data with request=route, userAgent, referer and cookies', async () => {
    const from = location.pathname;
    await reply({ path: '/page/about', body: pageAnswer('<h1>About</h1>') });
    expect(await navigate(at('/page/about'))).to.equal(true);
    const [request] = await requests();
    expect(request!.method).to.equal('GET');
    expect(request!.path).to.equal('/page/about');
    expect(request!.query).to.deep.include({ request: 'route', userAgent: navigator.userAgent, referer: from, cookies: document.cookie });
  });

  it("sends the address's own query with the page request (a page may depend on it), the shell's parameters winning", async () => {
    await reply({ path: '/user/return', body: pageAnswer('<h1>Returns</h1>') });
    const path = at('/user/return');
    expect(await navigate(`${path}${path.includes('?') ? '&' : '?'}order=SE1008&request=forged`)).to.equal(true);
    const [request] = await requests();
    expect(request!.query).to.deep.include({ order: 'SE1008', request: 'route' });
  });

  it('replaces only the outlet, adds a header spacer, sets title, description and keywords, and pushes history', async () => {
    await reply({ path: '/page/about', body: pageAnswer('<h1>About us</h1>', { meta: { title: 'About us', description: 'Who we are', keywords: 'linen, shop' } }) });
    // (Counted as pushes: history.length stops growing at 50 in Chromium, and the test tab may
    // have had many entries when this file runs late in the suite.)
    const pushes = sinon.spy(history, 'pushState');
    await navigate(at('/page/about'));
    expect(outlet().querySelector('h1')!.textContent).to.equal('About us');
    expect(outlet().firstElementChild!.hasAttribute('data-shop-header-spacer')).to.equal(true);
    expect(header().textContent).to.equal('Header');
    expect(footer().isConnected).to.equal(true);
    expect(document.title).to.equal('About us');
    expect(document.querySelector<HTMLMetaElement>('meta[name="description"]')!.content).to.equal('Who we are');
    expect(document.querySelectorAll('meta[name="keywords"]')).to.have.length(1);
    expect(document.querySelector<HTMLMetaElement>('meta[name="keywords"]')!.content).to.equal('linen, shop');
    expect(location.pathname).to.equal('/page/about');
    expect(pushes.callCount).to.equal(1);
    pushes.restore();
    expect($page.get()!.data).to.deep.equal({ id: 1 });
    expect($page.get()!.route!.route).to.equal('page');
  });

  // Issue 22, item 22: the first page's keywords stayed through in-page navigation.
  it("clears the last page's keywords for a page that has none", async () => {
    await reply(
      { path: '/page/about', body: pageAnswer('<h1>About us</h1>', { meta: { title: 'About us', description: 'Who we are', keywords: 'linen, shop' } }) },
      { path: '/page/contact', body: pageAnswer('<h1>Contact</h1>', { meta: { title: 'Contact', description: 'Write to us', keywords: '' } }) },
    );
    await navigate(at('/page/about'));
    expect(document.querySelector<HTMLMetaElement>('meta[name="keywords"]')!.content).to.equal('linen, shop');
    await navigate(at('/page/contact'));
    expect(outlet().querySelector('h1')!.textContent).to.equal('Contact');
    expect([...document.querySelectorAll<HTMLMetaElement>('meta[name="keywords"]')].map((meta) => meta.content)).to.deep.equal(['']);
  });

  it('sanitises the html: no script runs, handlers and inline styles go, shop-* tags and placeholders stay', async () => {
    (window as unknown as { hacked?: boolean }).hacked = false;
    await reply({
      path: '/page/evil',
      body: pageAnswer(
        '<p id="p" style="color:red" onclick="window.hacked=true">x</p><img src="x" onerror="window.hacked=true"><script>window.hacked=true</script>' +
          '<shop-product-price price="5"></shop-product-price><div data-component="empty" data-props=\'{"kind":"records"}\'></div><a id="js" href="javascript:window.hacked=true">l</a>',
      ),
    });
    await navigate(at('/page/evil'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((window as unknown as { hacked?: boolean }).hacked).to.equal(false);
    expect(outlet().querySelector('script')).to.equal(null);
    expect(outlet().querySelector('#p')!.hasAttribute('onclick')).to.equal(false);
    expect(outlet().querySelector('#p')!.hasAttribute('style')).to.equal(false);
    expect(outlet().querySelector('img')!.hasAttribute('onerror')).to.equal(false);
    expect(outlet().querySelector('#js')!.getAttribute('href')).to.equal(null);
    expect(outlet().querySelector('shop-product-price')!.getAttribute('price')).to.equal('5');
    // The placeholder was mounted as the element it names.
    expect(outlet().querySelector('[data-component="empty"] > shop-empty')!.getAttribute('kind')).to.equal('records');
  });

  it('hides the header and footer when the theme says so, and applies its tokens and product flags', async () => {
    await reply({ path: '/page/plain', body: pageAnswer('<p>x</p>', { theme: { hideHeader: true, hideFooter: true, config: { primaryColor: '#123456', product: { showCart: false } } } }) });
    await navigate(at('/page/plain'));
    expect(header().hidden).to.equal(true);
    expect(footer().hidden).to.equal(true);
    expect(document.documentElement.style.getPropertyValue('--shop-primary-color')).to.equal('#123456');
    expect($productDisplay.get()).to.deep.equal({ showSlideImage: true, showFavorite: true, showCart: false });
  });

  it('injects no server html with useDefTemplate, leaving the page to the server', async () => {
    await reply({ path: '/page/default', body: pageAnswer('<p>server html</p>', { theme: { useDefTemplate: true } }) });
    expect(await navigate(at('/page/default'))).to.equal(false);
    expect(outlet().textContent).to.equal('First page');
    expect(assign.calledOnce).to.equal(true);
    expect(new URL(assign.firstCall.args[0]).pathname).to.equal('/page/default');
  });

  it('says "Template does not exist" for a page the shop has no html for, in the outlet', async () => {
    await setLocale('en');
    await reply({ path: '/page/blank', body: pageAnswer('  ') });
    expect(await navigate(at('/page/blank'))).to.equal(true);
    const empty = await waitFor(() => outlet().querySelector('shop-empty'));
    expect(empty.getAttribute('message')).to.equal('Template does not exist');
    await waitFor(() => empty.shadowRoot?.textContent?.includes('Template does not exist'));
    expect(assign.called).to.equal(false);
  });

  it('says the system default template does not exist where the default template is asked for an address with none', async () => {
    await setLocale('en');
    await reply({ path: '/no/such/kind/of/page', body: pageAnswer('', { theme: { useDefTemplate: true } }) });
    expect(await navigate(at('/no/such/kind/of/page'))).to.equal(true);
    const empty = await waitFor(() => outlet().querySelector('shop-empty'));
    expect(empty.getAttribute('message')).to.equal('The system default template does not exist, please restore the default template or customize the template');
    expect(assign.called, 'no reload: it would only come back here').to.equal(false);
  });

  it('ignores the same navigation again within 1000 ms', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    try {
      await reply({ path: '/page/a', body: pageAnswer('<p>a</p>') }, { path: '/page/a', body: pageAnswer('<p>a again</p>') });
      expect(await navigate(at('/page/a'))).to.equal(true);
      clock.tick(999);
      expect(await navigate(at('/page/a'))).to.equal(false);
      expect(await requests()).to.have.length(1);
      clock.tick(1);
      expect(await navigate(at('/page/a'))).to.equal(true);
      expect(await requests()).to.have.length(2);
    } finally {
      clock.restore();
    }
  });

  it('fires a cancelable shop:navigate, then shop:load', async () => {
    const cancel = (e: Event) => e.preventDefault();
    document.addEventListener('shop:navigate', cancel, { once: true });
    expect(await navigate(at('/page/x'))).to.equal(false);
    expect(await requests()).to.have.length(0);
    await reply({ path: '/product/linen', body: pageAnswer('<p>p</p>') });
    const loaded = new Promise<CustomEvent>((resolve) => document.addEventListener('shop:load', (e) => resolve(e as CustomEvent), { once: true }));
    await navigate(at('/product/linen'));
    expect((await loaded).detail).to.deep.include({ route: 'product', pageType: 'product' });
  });

  it('keeps the current page and shows the catalogue message when the request fails', async () => {
    await reply({ path: '/page/broken', status: 500, body: null });
    expect(await navigate(at('/page/broken'))).to.equal(false);
    expect(outlet().textContent).to.equal('First page');
    expect(location.pathname).not.to.equal('/page/broken');
    expect($toasts.get().map((t) => t.message)).to.deep.equal(['The request timed out and the server did not respond.']);
    expect($pageLoading.get()).to.equal(false);
  });

  it("moves focus to the new page's main heading, or to the outlet with the title announced when it has none", async () => {
    await reply({ path: '/page/with-heading', body: pageAnswer('<h1>Shipping</h1><p><a href="#x">x</a></p>', { meta: { title: 'Shipping' } }) });
    await navigate(at('/page/with-heading'));
    const heading = outlet().querySelector('h1')!;
    expect(document.activeElement === heading, 'focus on the h1').to.equal(true);
    expect(heading.getAttribute('tabindex')).to.equal('-1');
    await reply({ path: '/page/no-heading', body: pageAnswer('<p>Plain</p>', { meta: { title: 'Plain page' } }) });
    await navigate(at('/page/no-heading'));
    expect(document.activeElement === outlet(), 'focus on the outlet').to.equal(true);
    const region = document.querySelector('[data-shop-announcer]')!;
    expect(region.getAttribute('aria-live')).to.equal('polite');
    await waitFor(() => region.textContent === 'Plain page', { message: 'the title announced' });
  });

  it('leaves a history move that changes only the query to the element claiming it, and loads any other', async () => {
    await reply({ path: '/category/tea', body: pageAnswer('<h1>Tea</h1>') });
    await navigate(at('/category/tea'));
    const release = claimQuery();
    try {
      history.pushState({ shop: true }, '', `${at('/category/tea')}&page=2`);
      const popped = new Promise((resolve) => addEventListener('popstate', resolve, { once: true }));
      history.back();
      await popped;
      // A page request would be recorded by now if one were made: the popstate handler runs first.
      await reply({ path: '/page/after', body: pageAnswer('<h1>After</h1>') });
      await navigate(at('/page/after'));
      expect((await requests()).map((r) => r.path)).to.deep.equal(['/category/tea', '/page/after']);
    } finally {
      release();
    }
    const popped = new Promise((resolve) => addEventListener('popstate', resolve, { once: true }));
    await reply({ path: '/category/tea', body: pageAnswer('<h1>Tea again</h1>') });
    history.back();
    await popped;
    await waitFor(() => outlet().querySelector('h1')?.textContent === 'Tea again', { message: 'another page: loaded' });
  });

  it('after a slow load fails, shows the current page as it is now: the same nodes, with what was added meanwhile, no skeleton', async () => {
    outlet().replaceChildren(Object.assign(document.createElement('p'), { textContent: 'First page' }));
    const paragraph = outlet().firstElementChild;
    await reply({ path: '/page/slow-broken', status: 500, body: null, hold: 'slow-broken' });
    const done = navigate(at('/page/slow-broken'));
    await waitFor(() => outlet().querySelector('[data-shop-skeleton]'), { message: 'skeleton' });
    expect(getComputedStyle(paragraph!).display).to.equal('none');
    const added = outlet().appendChild(Object.assign(document.createElement('aside'), { textContent: 'added meanwhile' }));
    await release('slow-broken');
    expect(await done).to.equal(false);
    expect(outlet().querySelector('[data-shop-skeleton]')).to.equal(null);
    expect(outlet().firstElementChild === paragraph && added.isConnected).to.equal(true);
    expect(getComputedStyle(paragraph!).display).to.equal('block');
    expect(outlet().textContent).to.equal('First pageadded meanwhile');
  });

  it('shows the shop\'s not-found page that a code 40 answer carries', async () => {
    await reply({ path: '/page/missing', body: { code: 40, msg: 'Not found', data: { data: null, theme: theme(), html: '<h1>Page not found</h1>', meta: { title: 'Page not found', description: '', keywords: '', lang: 'en' } } } });
    expect(await navigate(at('/page/missing'))).to.equal(true);
    expect(outlet().querySelector('h1')!.textContent).to.equal('Page not found');
  });

  it('is busy at once, shows the progress bar as the request starts and the skeleton after 200 ms, page loading true until applied', async () => {
    await reply({ path: '/page/slow', hold: 'slow', body: pageAnswer('<p>slow</p>') });
    const done = navigate(at('/page/slow'));
    expect($pageLoading.get()).to.equal(true);
    expect(outlet().getAttribute('aria-busy')).to.equal('true');
    await waitFor(() => document.querySelector('[data-shop-progress]'), { message: 'progress bar' });
    expect(outlet().querySelector('[data-shop-skeleton]')).to.equal(null);
    await waitFor(() => outlet().querySelector('[data-shop-skeleton]'), { message: 'skeleton' });
    await release('slow');
    await done;
    expect($pageLoading.get()).to.equal(false);
    expect(outlet().hasAttribute('aria-busy')).to.equal(false);
    expect(outlet().textContent).to.equal('slow');
  });

  it('scrolls to the top (a page flagged not to reload: below)', async () => {
    const scroll = sinon.spy(window, 'scrollTo');
    await reply({ path: '/page/a', body: pageAnswer('<p>a</p>') });
    await navigate(at('/page/a'));
    expect(scroll.calledWith(0, 0)).to.equal(true);
  });

  it('keeps the scroll position of a page flagged not to reload (data or meta), also after a slow answer showed the skeleton', async () => {
    const tall = '<p>line</p>'.repeat(200);
    outlet().innerHTML = tall;
    window.scrollTo(0, 600);
    await waitFor(() => window.scrollY === 600, { message: 'scrolled' });
    await reply({ path: '/page/same-again', body: pageAnswer(tall, { data: { noReload: true } }), hold: 'same-again' });
    const done = navigate(at('/page/same-again'));
    // The skeleton is a screen high: while it shows, the browser cannot stay 600 px down.
    await waitFor(() => outlet().querySelector('[data-shop-skeleton]'), { message: 'skeleton' });
    await release('same-again');
    expect(await done).to.equal(true);
    expect(window.scrollY).to.equal(600);
    await reply({ path: '/page/by-meta', body: pageAnswer(tall, { meta: { title: 'by meta', description: '', keywords: '', lang: 'en', noReload: true } }) });
    await navigate(at('/page/by-meta'));
    expect(window.scrollY).to.equal(600);
  });

  it('follows same-origin links, also inside shadow roots, and leaves other clicks to the browser', async () => {
    await reply({ path: '/page/linked', body: pageAnswer('<p>linked</p>') }, { path: '/page/shadow', body: pageAnswer('<p>shadow</p>') });
    const link = document.createElement('a');
    link.href = at('/page/linked');
    link.textContent = 'go';
    outlet().append(link);
    link.click();
    await waitFor(() => outlet().textContent === 'linked');

    const host = document.createElement('div');
    outlet().append(host);
    const inner = document.createElement('a');
    inner.href = at('/page/shadow');
    host.attachShadow({ mode: 'open' }).append(inner);
    inner.click();
    await waitFor(() => outlet().textContent === 'shadow');

    // What the shell must not take: modified clicks, other targets, downloads, other origins, data-reload.
    const untouched: boolean[] = [];
    const guard = (e: Event) => {
      untouched.push(!e.defaultPrevented);
      e.preventDefault(); // keep the test page where it is
    };
    window.addEventListener('click', guard);
    try {
      const links = [
        Object.assign(document.createElement('a'), { href: at('/page/x'), target: '_blank' }),
        Object.assign(document.createElement('a'), { href: at('/page/x'), download: 'x' }),
        Object.assign(document.createElement('a'), { href: 'https://example.com/page/x' }),
      ];
      const reload = Object.assign(document.createElement('a'), { href: at('/page/x') });
      reload.setAttribute('data-reload', '');
      links.push(reload);
      for (const a of links) {
        outlet().append(a);
        a.click();
      }
      const plain = Object.assign(document.createElement('a'), { href: at('/page/x') });
      outlet().append(plain);
      plain.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
      expect(untouched).to.deep.equal([true, true, true, true, true]);
    } finally {
      window.removeEventListener('click', guard);
    }
  });

  it('loads the page again on a history move, without adding an entry', async () => {
    await reply({ path: '/page/one', body: pageAnswer('<p>one</p>') }, { path: '/page/two', body: pageAnswer('<p>two</p>') }, { path: '/page/one', body: pageAnswer('<p>one again</p>') });
    await navigate(at('/page/one'));
    await navigate(at('/page/two'));
    const pushes = sinon.spy(history, 'pushState');
    history.back();
    await waitFor(() => outlet().textContent === 'one again', { message: 'back' });
    expect(pushes.callCount, 'no entry added').to.equal(0);
    pushes.restore();
  });
});

describe('a page load that is an arrival (a sign-in sent the shopper here)', () => {
  let page: HTMLElement;
  beforeEach(() => {
    page = document.createElement('main');
    page.setAttribute('data-shop-outlet', '');
    const heading = document.createElement('h1');
    heading.textContent = 'Your account';
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'Search');
    page.append(heading, field);
    document.body.append(page);
    // Focus where a page load leaves it (an earlier test's control may still have it).
    (document.activeElement as HTMLElement | null)?.blur();
  });
  afterEach(() => {
    stopNavigation();
    page.remove();
  });

  it('moves focus to the page\'s main heading once the shell starts, and uses the note up', async () => {
    noteArrival(location.href);
    startNavigation({ initial: { theme: theme(), pageData: {} } });
    await waitFor(() => document.activeElement === page.querySelector('h1'), { message: 'the heading focused' });
    expect(sessionStorage.getItem('shop.arrival')).to.equal(null);
  });

  it('leaves focus where the shopper put it before the arrival\'s code came', async () => {
    noteArrival(location.href);
    startNavigation({ initial: { theme: theme(), pageData: {} } });
    const field = page.querySelector('input')!;
    field.focus();
    // The arrival's code is in, and the shell's wait for it (asked for first) has had its turn.
    await import('../../runtime/navigation/arrival');
    await new Promise((resolve) => setTimeout(resolve));
    expect(document.activeElement).to.equal(field);
    expect(page.querySelector('h1')!.hasAttribute('tabindex')).to.equal(false);
  });
});
