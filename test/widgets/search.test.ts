import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import sinon from 'sinon';
import { browser } from '../../runtime/browser';
import { setLocale } from '../../runtime/i18n';
import { $chosenCurrency, chooseCurrency, setCurrencies } from '../../runtime/money';
import { $languagePrefix } from '../../runtime/session';
import { $toasts, toast } from '../../runtime/toast';
import '../../widgets/search/define';
import { SUGGEST_DELAY_MS } from '../../widgets/search/suggest';
import '../../widgets/toast/define';
import { ok, release, reply, requests, resetApi } from '../helpers/browser/api';
import { cleanup, collectErrors, expectAccessible, mount, pressOnceDrawn, shadowPart, shadowText, waitFor } from '../helpers/browser/dom';

const product = (slug: string, name: string, price = 1200, extra: Record<string, unknown> = {}) => ({ id: 1, slug, name, price, linePrice: null, image: '', score: null, inStock: true, ...extra });
const page = (list: unknown[], total = list.length, pageNo = 1, pageSize = 12) => ok({ list, total, page: pageNo, pageSize });
const searchCalls = async () => (await requests()).filter((r) => r.path === '/search');

async function field(el: Element): Promise<HTMLInputElement> {
  return shadowPart<HTMLInputElement>(el, 'input[role="combobox"]');
}

/**
 * Real key presses into the focused field, one after another with the page's clock standing
 * still, then the pause after typing that asks for suggestions. On a loaded machine real keys
 * came more than the pause apart and asked mid-word ('t' before 'te'), which took an answer
 * queued for the word, or added a request a test counts (seen in Chromium and Firefox).
 */
async function typeKeys(text: string) {
  const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
  try {
    await sendKeys({ type: text });
    clock.tick(SUGGEST_DELAY_MS);
  } finally {
    clock.restore();
  }
}

/** Types like a shopper: focus, then real key presses (typeKeys). */
async function type(el: Element, text: string) {
  (await field(el)).focus();
  await typeKeys(text);
}

describe('<shop-search>', () => {
  const assigned: string[] = [];
  const realAssign = browser.assign;
  const startUrl = location.pathname + location.search;

  beforeEach(async () => {
    await resetApi();
    assigned.length = 0;
    browser.assign = (url: string) => void assigned.push(url);
    $languagePrefix.set('');
  });
  afterEach(async () => {
    cleanup();
    browser.assign = realAssign;
    history.replaceState(history.state, '', startUrl);
    $languagePrefix.set('');
    await setLocale('en');
  });

  it('suggests products as a combobox, once typing pauses, and opens one with the keyboard under the language prefix', async () => {
    $languagePrefix.set('/zh-HK');
    await reply({ path: '/search', body: page([product('linen-mug', 'Linen mug'), product('tea-mug', 'Tea mug', 900)]) });
    const el = mount('<shop-search></shop-search>').querySelector('shop-search')!;
    const input = await field(el);
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    await type(el, 'mug');
    const listbox = await shadowPart(el, '[role="listbox"]:not([hidden])');
    expect(input.getAttribute('aria-expanded')).to.equal('true');
    expect(input.getAttribute('aria-controls')).to.equal(listbox.id);
    // One request for the whole word, not one per key.
    const calls = await searchCalls();
    expect(calls.map((c) => (c.body as { q: string }).q)).to.deep.equal(['mug']);
    const options = [...listbox.querySelectorAll('[role="option"]')];
    expect(options.map((o) => o.textContent)).to.deep.equal(['Linen mug$12.00', 'Tea mug$9.00', 'Search for “mug”']);
    expect(shadowText(el)).to.contain('2 suggestions available');

    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).to.equal(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).to.equal(options[2]!.id, 'Up wraps to the last option');
    await sendKeys({ press: 'ArrowDown' });
    const picked = new Promise<CustomEvent>((resolve) => el.addEventListener('shop:suggestion-select', (e) => resolve(e as CustomEvent), { once: true }));
    await sendKeys({ press: 'Enter' });
    expect((await picked).detail).to.include({ slug: 'linen-mug', href: '/zh-HK/product/linen-mug' });
    await waitFor(() => assigned.length === 1);
    expect(assigned[0]).to.match(/\/zh-HK\/product\/linen-mug$/);
    expect(input.getAttribute('aria-expanded')).to.equal('false');
  });

  it('closes with Escape, then clears the field with a second Escape', async () => {
    await reply({ path: '/search', body: page([product('a', 'Apron')]) });
    const el = mount('<shop-search></shop-search>').querySelector('shop-search')!;
    await type(el, 'ap');
    await shadowPart(el, '[role="listbox"]:not([hidden])');
    const input = await field(el);
    await sendKeys({ press: 'Escape' });
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    expect(input.value).to.equal('ap');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => input.value === '');
  });

  it('never lets an older answer replace a newer query', async () => {
    // The first request ("te") is answered only once the second ("tea") has been shown.
    await reply({ path: '/search', hold: 'old', body: page([product('old', 'Old answer')]) }, { path: '/search', body: page([product('new', 'Teapot')]) });
    // Follow the first request in the page itself: done once it was given up, or once its answer has been read.
    const realFetch = window.fetch;
    let oldDone = false;
    let calls = 0;
    window.fetch = (...args: Parameters<typeof fetch>) => {
      const answer = realFetch(...args);
      // The search's own requests (the test's polls of the test server go through here too).
      const url = args[0] instanceof Request ? args[0].url : String(args[0]);
      if (new URL(url, location.href).pathname.endsWith('/search') && ++calls === 1) {
        answer.then(
          (response) => {
            const json = response.json.bind(response);
            response.json = () => json().finally(() => (oldDone = true));
          },
          () => (oldDone = true),
        );
      }
      return answer;
    };
    try {
      const el = mount('<shop-search></shop-search>').querySelector('shop-search')!;
      await type(el, 'te');
      await waitFor(async () => (await searchCalls()).length === 1, { message: () => `the first request (the field holds "${el.shadowRoot!.querySelector('input')?.value}")` });
      await typeKeys('a');
      await waitFor(async () => (await searchCalls()).length === 2, { message: 'the second request' });
      const listbox = await shadowPart(el, '[role="listbox"]:not([hidden])');
      await waitFor(() => listbox.querySelector('.option-name')?.textContent === 'Teapot');
      await release('old');
      await waitFor(() => oldDone, { message: 'the older request settled in the page' });
      // A change made after it (the highlight) is on screen, and the list under it is still the newer one.
      await sendKeys({ press: 'ArrowDown' });
      await waitFor(() => listbox.querySelector('[aria-selected="true"]'), { message: 'the highlighted option' });
      expect([...listbox.querySelectorAll('.option-name')].map((o) => o.textContent)).to.deep.equal(['Teapot']);
      expect((await searchCalls()).map((c) => (c.body as { q: string }).q)).to.deep.equal(['te', 'tea']);
    } finally {
      window.fetch = realFetch;
    }
  });

  it('says so politely when suggestions fail, and a submit still goes to the search page', async () => {
    await reply({ path: '/search', status: 500, body: 'boom' });
    const el = mount('<shop-search action="/search"></shop-search>').querySelector('shop-search')!;
    await type(el, 'cup');
    const status = await shadowPart(el, '[part="status"].note');
    expect(status.textContent).to.contain('An unknown error occurred.');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => assigned.length === 1);
    expect(assigned[0]).to.match(/\/search\?q=cup$/);
  });

  it('results mode: fetches the address\'s query, and sort, filters and pages follow the address', async () => {
    history.replaceState(history.state, '', `${location.pathname}?q=mug&sort=price-asc&page=2`);
    await reply({ path: '/search', body: page([product('b', 'Blue mug')], 25, 2) });
    const el = mount('<shop-search results value="ignored"></shop-search>').querySelector('shop-search')!;
    await waitFor(() => shadowText(el).includes('25 results for “mug”'));
    // (A stray request from the previous test's teardown may come first: count from the address's.)
    let calls = await searchCalls();
    const first = calls.findIndex((c) => (c.body as { sort?: string }).sort === 'price-asc');
    expect(calls[first]!.body).to.deep.equal({ q: 'mug', sort: 'price-asc', page: 2, pageSize: 12 });
    expect((await field(el)).value).to.equal('mug');
    const current = el.shadowRoot!.querySelector('[part="pagination"] [aria-current="page"]')!;
    expect(current.textContent).to.equal('2');
    expect(el.shadowRoot!.querySelectorAll('[part="pagination"] a[aria-label^="Page"]')).to.have.length(3);

    await reply({ path: '/search', body: page([product('c', 'Cup')], 25, 3) });
    (el.shadowRoot!.querySelector('[part="pagination"] a[rel="next"]') as HTMLAnchorElement).click();
    await waitFor(() => new URLSearchParams(location.search).get('page') === '3');
    await waitFor(() => shadowText(el).includes('Cup'));

    await reply({ path: '/search', body: page([product('c', 'Cup')], 1) });
    const stock = el.shadowRoot!.querySelector<HTMLInputElement>('[part="filters"] input[type="checkbox"]')!;
    stock.click();
    await waitFor(() => new URLSearchParams(location.search).get('stock') === '1');
    expect(new URLSearchParams(location.search).get('page'), 'a filter starts again at page 1').to.equal(null);

    await reply({ path: '/search', body: page([product('c', 'Cup')], 1) });
    const [min, max] = [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="number"]')];
    min!.focus();
    await sendKeys({ type: '20' });
    max!.focus();
    await sendKeys({ type: '5.5' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => new URLSearchParams(location.search).get('min') === '5.5');
    expect(new URLSearchParams(location.search).get('max')).to.equal('20');
    calls = await searchCalls();
    await waitFor(async () => (await searchCalls()).length === first + 4);
    calls = await searchCalls();
    expect(calls[first + 3]!.body).to.deep.include({ minPrice: 550, maxPrice: 2000, inStock: true, sort: 'price-asc', page: 1 });
  });

  it('results mode: a new search from the field stays on the page and updates the address', async () => {
    history.replaceState(history.state, '', `${location.pathname}?q=mug`);
    // Each answer for its own request: a slow run's typing also asks for suggestions (no page),
    // which took the results' answer when the replies were only queued (seen once in CI).
    await reply(
      { path: '/search', when: { q: 'mug', page: 1 }, body: page([product('b', 'Blue mug')]) },
      { path: '/search', when: { q: 'teapot', page: 1 }, body: page([product('t', 'Teapot')]) },
      { path: '/search', when: { q: 'teapot', pageSize: 6 }, body: page([product('t', 'Teapot')]) },
    );
    const el = mount('<shop-search results></shop-search>').querySelector('shop-search')!;
    await waitFor(() => shadowText(el).includes('Blue mug'));
    const input = await field(el);
    input.focus();
    input.select();
    // (Once timed out on Firefox under load: each step waits for what it needs and says what it saw.)
    await waitFor(() => el.shadowRoot!.activeElement === input, { message: () => `focus in the field (it is on ${document.activeElement?.localName})` });
    await typeKeys('teapot');
    await waitFor(() => input.value === 'teapot', { message: () => `the typed query in the field (it holds "${input.value}")` });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => new URLSearchParams(location.search).get('q') === 'teapot', { message: () => `the address to say q=teapot (${location.search})` });
    await waitFor(() => shadowText(el).includes('1 result for “teapot”'), { message: () => `the new results (${shadowText(el).slice(0, 120)})` });
    expect(assigned).to.deep.equal([]);
  });

  it('results mode: a query is sorted by relevance unless the shopper picks an order; without a query, newest', async () => {
    history.replaceState(history.state, '', `${location.pathname}?q=shirt`);
    await reply({ path: '/search', body: page([product('s', 'Linen Shirt')]) });
    const el = mount('<shop-search results></shop-search>').querySelector('shop-search')!;
    await waitFor(() => shadowText(el).includes('Linen Shirt'));
    const calls = await searchCalls();
    expect(calls.at(-1)!.body).to.deep.include({ q: 'shirt', sort: 'relevance' });
    const select = () => el.shadowRoot!.querySelector<HTMLSelectElement>('[part="filters"] select')!;
    expect(select().value).to.equal('relevance');
    expect([...select().options].map((o) => o.textContent)).to.deep.equal(['Relevance', 'Newest', 'Price: low to high', 'Price: high to low', 'Best selling', 'Name']);
    // The default stays out of the address (a shared link reads the same).
    expect(location.search).to.equal('?q=shirt');

    // A picked order is written and kept for the next query. Each answer for its own request:
    // typing 'mug' on a loaded machine pauses long enough to ask for suggestions (no sort), which
    // took the results' answer when the replies were only queued (Firefox, a CI rehearsal).
    await reply(
      { path: '/search', when: { q: 'shirt', sort: 'price-asc' }, body: page([product('s', 'Linen Shirt')]) },
      { path: '/search', when: { q: 'mug', sort: 'price-asc' }, body: page([product('m', 'Mug')]) },
    );
    select().value = 'price-asc';
    select().dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => new URLSearchParams(location.search).get('sort') === 'price-asc');
    const input = await field(el);
    input.focus();
    input.select();
    await typeKeys('mug');
    await waitFor(() => input.value === 'mug', { message: () => `the typed query in the field (it holds "${input.value}")` });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => shadowText(el).includes('1 result for “mug”'), { message: () => `the new results (${shadowText(el).slice(0, 120)})` });
    expect(location.search).to.equal('?q=mug&sort=price-asc');
    expect((await searchCalls()).at(-1)!.body).to.deep.include({ q: 'mug', sort: 'price-asc' });
  });

  // The first render's fetch ran in an effect in a later task: an order picked before it (a slow
  // phone) was asked for, then that fetch aborted it and asked for the address's order again.
  it('results mode: an order picked as soon as the filters show is the one listed', async () => {
    history.replaceState(history.state, '', `${location.pathname}?q=shirt`);
    await reply(
      { path: '/search', when: { q: 'shirt', sort: 'relevance' }, body: page([product('s', 'Linen Shirt')]) },
      { path: '/search', when: { q: 'shirt', sort: 'price-asc' }, body: page([product('c', 'Cheap Shirt')]) },
    );
    const el = mount('<shop-search results></shop-search>').querySelector('shop-search')!;
    await pressOnceDrawn(el, (root) => root.querySelector<HTMLSelectElement>('[part="filters"] select'), (select) => {
      select.value = 'price-asc';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await waitFor(() => shadowText(el).includes('Cheap Shirt'), { message: () => `the picked order's results (${shadowText(el).slice(0, 120)})` });
    expect(location.search).to.equal('?q=shirt&sort=price-asc');
    expect((await searchCalls()).at(-1)!.body).to.deep.include({ q: 'shirt', sort: 'price-asc' });
  });

  it('results mode: without a query there is nothing to rank: newest first, and no relevance to pick', async () => {
    history.replaceState(history.state, '', `${location.pathname}?sort=relevance&stock=1`);
    await reply({ path: '/search', body: page([product('s', 'Linen Shirt')]) });
    const el = mount('<shop-search results></shop-search>').querySelector('shop-search')!;
    await waitFor(() => shadowText(el).includes('Linen Shirt'));
    expect((await searchCalls()).at(-1)!.body).to.deep.include({ sort: 'newest' });
    const select = el.shadowRoot!.querySelector<HTMLSelectElement>('[part="filters"] select')!;
    expect(select.value).to.equal('newest');
    expect([...select.options].map((o) => o.value)).to.not.include('relevance');
    await expectAccessible(el);
  });

  it('takes the price filter in the currency the prices show in, and sends the shop’s', async () => {
    setCurrencies('USD', { HKD: 7.8 });
    chooseCurrency('HKD');
    try {
      history.replaceState(history.state, '', `${location.pathname}?q=mug&min=10`);
      await reply({ path: '/search', body: page([product('b', 'Blue mug')]) });
      const el = mount('<shop-search results></shop-search>').querySelector('shop-search')!;
      await waitFor(() => shadowText(el).includes('Blue mug'));
      const [min] = [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="number"]')];
      // US$10 in the address reads as HK$78 in the field, under an HKD label.
      expect(min!.labels![0]!.textContent).to.equal('Lowest price (HKD)');
      expect(min!.value).to.equal('78');
    } finally {
      $chosenCurrency.set('');
      setCurrencies('USD');
    }
  });

  it('says what was searched when nothing is found, what to try, and a way out of the filters', async () => {
    history.replaceState(history.state, '', `${location.pathname}?q=zzz&stock=1`);
    await reply({ path: '/search', body: page([], 0) }, { path: '/search', body: page([product('z', 'Zither')]) });
    const el = mount('<shop-search results></shop-search>').querySelector('shop-search')!;
    const empty = await shadowPart(el, 'shop-empty');
    await waitFor(() => empty.shadowRoot?.textContent?.includes('Nothing found for “zzz”.'));
    expect(empty.shadowRoot!.textContent).to.not.contain('No data');
    expect(empty.textContent).to.contain('Try other words or fewer filters.');
    expect(shadowText(el)).to.contain('0 results for “zzz”');
    const clear = [...empty.querySelectorAll('button')].find((b) => b.textContent === 'Clear filters')!;
    clear.click();
    await waitFor(() => shadowText(el).includes('Zither'));
    expect(new URLSearchParams(location.search).get('stock')).to.equal(null);
  });

  it('shows a failed request with the server message and tries again', async () => {
    history.replaceState(history.state, '', `${location.pathname}?q=mug`);
    await reply({ path: '/search', body: { code: 40, msg: 'Please enter q', data: { field: 'q' } } }, { path: '/search', body: page([product('b', 'Blue mug')]) });
    const el = mount('<shop-search results></shop-search>').querySelector('shop-search')!;
    const alert = await shadowPart(el, '[role="alert"]');
    expect(alert.textContent).to.contain('Please enter q');
    alert.querySelector('button')!.click();
    await waitFor(() => shadowText(el).includes('Blue mug'));
    expect(el.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
  });

  it('speaks zh-HK', async () => {
    await setLocale('zh-HK');
    history.replaceState(history.state, '', `${location.pathname}?q=杯`);
    await reply({ path: '/search', body: page([product('b', '藍色杯')], 3) });
    const el = mount('<shop-search results></shop-search>').querySelector('shop-search')!;
    await waitFor(() => shadowText(el).includes('「杯」共 3 個結果'), { message: shadowText(el) });
    expect(shadowText(el)).to.contain('只顯示有貨');
  });

  it('shows its error state for a bad attribute', async () => {
    const errors = collectErrors();
    try {
      const root = mount('<shop-search page-size="lots"></shop-search><shop-search action="https://evil.example/"></shop-search>');
      for (const el of root.querySelectorAll('shop-search')) {
        await shadowPart(el, '[part="error"]');
        await waitFor(() => el.hasAttribute('data-invalid'));
      }
      await waitFor(() => errors.events.length >= 2);
      expect(errors.events.map((e) => e.detail.attribute).sort()).to.deep.equal(['action', 'page-size']);
    } finally {
      errors.stop();
    }
  });

  describe('folded behind a search button (dialog-media)', () => {
    // A query that always matches, and one that never does (a phone's and a desktop's header).
    const folded = () => mount('<header><shop-search dialog-media="(min-width: 0px)"></shop-search></header>').querySelector('shop-search')!;
    const dialogOf = (el: Element) => el.shadowRoot!.querySelector<HTMLDialogElement>('dialog[part="dialog"]')!;
    // The folded button, drawn once the element knows the screen (until then a hidden "open" part
    // only holds a tap made before it upgraded).
    const openButton = (el: Element) => shadowPart<HTMLButtonElement>(el, 'button[part="open"]:not([hidden])');

    it('shows the field inline where the query does not match', async () => {
      const el = mount('<shop-search dialog-media="(max-width: 1px)"></shop-search>').querySelector('shop-search')!;
      await field(el);
      expect(el.shadowRoot!.querySelector('[part="open"]')).to.equal(null);
      expect(el.shadowRoot!.querySelector('dialog')).to.equal(null);
    });

    it('opens a modal dialog from its button, with focus in the field; Escape closes the suggestions, then the dialog, and focus goes back to the button', async () => {
      await reply({ path: '/search', body: page([product('a', 'Apron')]) });
      const el = folded();
      const open = await openButton(el);
      expect(open.getAttribute('aria-haspopup')).to.equal('dialog');
      expect(open.textContent).to.equal('Search products');
      const dialog = dialogOf(el);
      expect(dialog.open).to.equal(false);
      open.focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => dialog.open);
      expect(dialog.matches(':modal')).to.equal(true);
      expect(el.shadowRoot!.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal('Search products');
      const input = await field(el);
      expect(el.shadowRoot!.activeElement).to.equal(input);
      await typeKeys('ap');
      await shadowPart(el, '[role="listbox"]:not([hidden])');
      await sendKeys({ press: 'Escape' });
      expect(input.getAttribute('aria-expanded')).to.equal('false');
      expect(dialog.open, 'the first Escape is the suggestions\'').to.equal(true);
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !dialog.open);
      await waitFor(() => el.shadowRoot!.activeElement === open);
      expect(input.value, 'what was typed stays for next time').to.equal('ap');
    });

    it('puts the toasts above its dialog and its backdrop', async () => {
      toast('Welcome', { duration: 10_000 });
      try {
        const stack = await shadowPart(document.querySelector('shop-toast')!, '[part="base"]');
        await waitFor(() => stack.matches(':popover-open'), { message: 'the toasts in the top layer' });
        const el = folded();
        const open = await openButton(el);
        const dialog = dialogOf(el);
        // The top layer stacks in the order things are shown: the toasts must be shown after the dialog.
        const shownWhileOpen: boolean[] = [];
        stack.addEventListener('toggle', (event) => (event as ToggleEvent).newState === 'open' && shownWhileOpen.push(dialog.open));
        open.click();
        await waitFor(() => dialog.matches(':modal'));
        await waitFor(() => shownWhileOpen.includes(true), { message: 'the toasts shown again over the open dialog' });
        await waitFor(() => dialog.querySelector('[data-shop-toasts="status"]')?.textContent === 'Welcome', { message: 'the toast said inside the dialog' });
      } finally {
        $toasts.set([]);
        document.querySelector('shop-toast')?.remove();
      }
    });

    it('closes with its close button too, and a search from it closes it and goes to the search page', async () => {
      await reply({ path: '/search', body: page([]) });
      const el = folded();
      (await openButton(el)).click();
      const dialog = dialogOf(el);
      await waitFor(() => dialog.open);
      (await shadowPart<HTMLButtonElement>(el, 'button[part="close"]')).click();
      await waitFor(() => !dialog.open);
      (await openButton(el)).click();
      await waitFor(() => dialog.open);
      await typeKeys('linen');
      await sendKeys({ press: 'Enter' });
      await waitFor(() => assigned.length === 1);
      expect(assigned[0]).to.match(/\/search\?q=linen$/);
      expect(dialog.open).to.equal(false);
    });

    it('is accessible, closed and open with suggestions', async () => {
      await reply({ path: '/search', body: page([product('a', 'Apron')]) });
      const el = folded();
      const root = el.parentElement!;
      (await openButton(el)).click();
      await waitFor(() => dialogOf(el).open);
      await expectAccessible(root);
      await typeKeys('ap');
      await shadowPart(el, '[role="listbox"]:not([hidden])');
      await expectAccessible(root);
    });
  });

  it('is accessible, closed, open and with results', async () => {
    history.replaceState(history.state, '', `${location.pathname}?q=mug`);
    await reply({ path: '/search', body: page([product('b', 'Blue mug', 1500, { linePrice: 2000 }), product('s', 'Sold mug', 900, { inStock: false })], 30) }, { path: '/search', body: page([product('b', 'Blue mug')]) });
    const root = mount('<main><shop-search results></shop-search></main>');
    const el = root.querySelector('shop-search')!;
    await waitFor(() => shadowText(el).includes('Sold out'));
    await expectAccessible(root);
    // The results page's box is a search landmark under the header's: named, so the two differ.
    expect(el.shadowRoot!.querySelector('[role="search"]')!.getAttribute('aria-label')).to.equal('Search results');
    await type(el, ' big');
    await shadowPart(el, '[role="listbox"]:not([hidden])');
    await sendKeys({ press: 'ArrowDown' });
    await expectAccessible(root);
  });
});
