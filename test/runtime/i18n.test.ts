import { expect } from 'chai';
import { $locale, $messages, chooseLocale, ensureMessages, format, LOCALES, messagesFor, messagesReady, preferredLocale, setLocale, setMessageOverrides, setMessageSource, t, toLocale, type MessageSource } from '../../runtime/i18n';
import { wholeCatalogues } from '../helpers/browser/catalogues';
import { noteLanguage, wantedLocale } from '../../runtime/navigation/language-choice';
import { updateLanguageHint } from '../../runtime/navigation/language-hint';
import { withLanguage } from '../../runtime/routes';

describe('i18n', () => {
  afterEach(() => setLocale('en'));

  it('fills {0}, {1}... and leaves a missing argument visible', () => {
    expect(format('{0} is required', ['Name'])).to.equal('Name is required');
    expect(format('{1} then {0}', ['a', 'b'])).to.equal('b then a');
    expect(format('You have {0} unpaid orders', [])).to.equal('You have {0} unpaid orders');
  });

  it('speaks en by default, and zh and zh-HK when chosen', async () => {
    expect(t('validation.required', 'City')).to.equal('City is required');
    await setLocale('zh');
    expect(t('validation.required', '城市')).to.equal('城市不能为空');
    await setLocale('zh-HK');
    expect(t('order.unpaidReminder', 2)).to.equal('您有2張未付款訂單');
  });

  it("lays the shop's own words over every language, at once and after a switch, and leaves bad ones out", async () => {
    try {
      setMessageOverrides({ 'cart.empty': 'Nothing in your bag yet' }, { 'cart.continue': 'Keep browsing', 'cart.added': 3 });
      expect(t('cart.empty')).to.equal('Nothing in your bag yet');
      expect(t('cart.continue')).to.equal('Keep browsing');
      expect(t('cart.added')).to.equal('Added to cart'); // not a string: the catalogue's stays
      await setLocale('zh');
      expect(t('cart.empty')).to.equal('Nothing in your bag yet');
      expect(t('empty.data')).to.equal('暂无数据');
      expect((await messagesFor('zh-HK'))['cart.continue']).to.equal('Keep browsing');
    } finally {
      setMessageOverrides();
    }
    expect(t('cart.empty')).to.equal('购物车是空的');
  });

  it('has a catalogue for every language prefix the routes accept, each loaded when asked', async () => {
    expect([...LOCALES]).to.deep.equal(['en', 'zh', 'zh-TW', 'zh-HK', 'de', 'es', 'fr', 'id', 'it', 'ja', 'ko', 'pt', 'th', 'fil', 'vi']);
    await setLocale('de');
    expect($locale.get()).to.equal('de');
    expect(t('cart.empty')).to.not.equal('Your cart is empty');
    expect(t('validation.required', 'Stadt')).to.include('Stadt');
  });

  it('chooses a language without loading it, and loads it once asked (ensureMessages), in the language chosen', async () => {
    await setLocale('en');
    chooseLocale('de');
    expect($locale.get()).to.equal('de');
    expect(t('validation.required', 'Stadt'), 'still the English catalogue: nothing loaded yet').to.equal('Stadt is required');
    await ensureMessages();
    expect(t('validation.required', 'Stadt')).to.not.equal('Stadt is required');
    expect(t('validation.required', 'Stadt')).to.contain('Stadt');
    const before = $messages.get();
    await ensureMessages();
    expect($messages.get(), 'in place: not loaded again').to.equal(before);
  });

  it('lets the newest of two quick switches win', async () => {
    const slow = setLocale('zh-HK');
    const fast = setLocale('en');
    await Promise.all([slow, fast]);
    expect($locale.get()).to.equal('en');
    expect($messages.get()['empty.data']).to.equal('No data');
  });

  it('maps a path prefix or language tag to a locale it has, else en', () => {
    expect(['en', 'zh', 'zh-HK', 'zh-hk', 'zh-TW', 'ja', 'fil', 'ru', '', null].map((tag) => toLocale(tag))).to.deep.equal(['en', 'zh', 'zh-HK', 'zh-HK', 'zh-TW', 'ja', 'fil', 'en', 'en', 'en']);
  });

  it('reads browser languages: Taiwan and Hong Kong Traditional Chinese, Simplified, regional and old tags', async () => {
    expect(['zh-TW', 'zh-Hant-TW', 'zh-Hant', 'zh-Hant-HK', 'zh-HK', 'zh-MO', 'zh-CN', 'zh-Hans', 'zh', 'en-GB', 'de-AT', 'pt-BR', 'tl', 'in', 'ru'].map(preferredLocale)).to.deep.equal(['zh-TW', 'zh-TW', 'zh-TW', 'zh-HK', 'zh-HK', 'zh-HK', 'zh', 'zh', 'zh', 'en', 'de', 'pt', 'fil', 'id', undefined]);
    expect((await messagesFor('zh'))['empty.data']).to.equal('暂无数据');
  });
});

describe('language hint', () => {
  afterEach(() => {
    document.querySelector('[data-shop-language-hint]')?.remove();
    localStorage.removeItem('shop.languageHintDismissed');
    localStorage.removeItem('shop.languageChosen');
  });

  it('offers the page in the language the browser prefers, written in that language', async () => {
    expect(wantedLocale('en', ['ru', 'zh-HK', 'en'])).to.equal('zh-HK');
    await updateLanguageHint('en', ['zh-HK', 'en']);
    const hint = document.querySelector<HTMLElement>('[data-shop-language-hint]')!;
    expect(hint.lang).to.equal('zh-HK');
    expect(hint.querySelector('p')!.textContent).to.equal('本頁面也有繁體中文（香港）版本。');
    const link = hint.querySelector('a')!;
    expect(link.textContent).to.equal('切換到繁體中文（香港）');
    expect(new URL(link.href).pathname).to.equal(withLanguage(location.pathname, 'zh-HK'));
  });

  it('stays away when the page is already in that language, or the browser wants none of ours', async () => {
    await updateLanguageHint('zh', ['zh-CN']);
    await updateLanguageHint('en', ['ru', 'ar']);
    expect(document.querySelector('[data-shop-language-hint]')).to.equal(null);
  });

  it('remembers a dismissal', async () => {
    await updateLanguageHint('en', ['zh']);
    document.querySelector<HTMLButtonElement>('[data-shop-language-hint] button')!.click();
    expect(document.querySelector('[data-shop-language-hint]')).to.equal(null);
    await updateLanguageHint('en', ['zh']);
    expect(document.querySelector('[data-shop-language-hint]')).to.equal(null);
  });

  it('never questions a language the shopper chose: after moving from an English page to a 简体中文 one, no English banner', async () => {
    noteLanguage(null, '/zh'); // a first visit to a zh page is no choice: the hint may still offer English
    await updateLanguageHint('zh', ['en']);
    expect(document.querySelector('[data-shop-language-hint]')).to.not.equal(null);
    noteLanguage('/zh', '/zh'); // another zh page: still no choice
    await updateLanguageHint('zh', ['en']);
    expect(document.querySelector('[data-shop-language-hint]')).to.not.equal(null);
    noteLanguage('', '/zh'); // from English to 简体中文: chosen
    await updateLanguageHint('zh', ['en']);
    expect(document.querySelector('[data-shop-language-hint]')).to.equal(null);
  });
});

describe('i18n: words in groups, each with the elements that use it', () => {
  // A build's split (scripts/message-groups.mjs), small: the runtime's own words in group 0, an
  // element's in 1, another's in 2; each load noted, and German's group 2 broken on request.
  const loads: string[] = [];
  let breakGerman = false;
  const words: Record<string, Record<number, Record<string, string>>> = {
    en: { 0: { 'cart.added': 'Added to cart' }, 1: { 'cart.empty': 'Your cart is empty' }, 2: { 'empty.data': 'No data' } },
    de: { 0: { 'cart.added': 'Hinzugefügt' }, 1: { 'cart.empty': 'Leer' }, 2: { 'empty.data': 'Keine Daten' } },
  };
  const source: MessageSource = {
    groups: (tag) => (tag === undefined ? [0] : tag === 'shop-cart' ? [1] : tag === 'shop-empty' ? [2] : []),
    load: async (locale, group) => {
      loads.push(`${locale} ${group}`);
      if (breakGerman && locale === 'de' && group === 2) throw new Error('offline');
      return words[locale]![group]!;
    },
  };
  beforeEach(async () => {
    loads.length = 0;
    breakGerman = false;
    setMessageSource(source);
    $messages.set({} as never);
    chooseLocale('en');
  });
  after(async () => {
    setMessageSource(wholeCatalogues);
    await setLocale('en');
  });

  it("loads an element's words with the runtime's, once, and another element's beside them", async () => {
    expect(messagesReady('shop-cart')).to.equal(false);
    await ensureMessages('shop-cart');
    expect(loads).to.deep.equal(['en 0', 'en 1']);
    expect(messagesReady('shop-cart')).to.equal(true);
    expect(messagesReady('shop-empty'), 'not asked for yet').to.equal(false);
    expect(t('cart.empty')).to.equal('Your cart is empty');
    expect(t('empty.data'), 'another element’s words wait for it').to.equal('empty.data');
    await ensureMessages('shop-cart');
    expect(loads, 'in place: not loaded again').to.have.length(2);
    await ensureMessages('shop-empty');
    expect(loads).to.deep.equal(['en 0', 'en 1', 'en 2']);
    expect([t('cart.added'), t('cart.empty'), t('empty.data')]).to.deep.equal(['Added to cart', 'Your cart is empty', 'No data']);
  });

  it('loads the runtime’s own words alone when no element asks (a failed request’s message)', async () => {
    await ensureMessages();
    expect(loads).to.deep.equal(['en 0']);
    expect(t('cart.added')).to.equal('Added to cart');
  });

  it('switches every group asked for so far to the new language, and only those', async () => {
    await ensureMessages('shop-cart');
    await setLocale('de');
    expect(loads).to.deep.equal(['en 0', 'en 1', 'de 0', 'de 1']);
    expect([t('cart.added'), t('cart.empty')]).to.deep.equal(['Hinzugefügt', 'Leer']);
    expect(messagesReady('shop-cart')).to.equal(true);
  });

  it("shows English for a group that cannot load in the page's language, and tries it again next time", async () => {
    chooseLocale('de');
    breakGerman = true;
    await ensureMessages('shop-empty');
    expect(t('empty.data')).to.equal('No data');
    expect(t('cart.added'), 'the rest in German').to.equal('Hinzugefügt');
    breakGerman = false;
    await setLocale('de');
    expect(t('empty.data')).to.equal('Keine Daten');
  });
});
