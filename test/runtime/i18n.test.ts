import { expect } from 'chai';
import { $locale, $messages, format, messagesFor, preferredLocale, setLocale, t, toLocale } from '../../runtime/i18n';
import { noteLanguage, updateLanguageHint, wantedLocale } from '../../runtime/navigation/language-hint';
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

  it('falls back to English for a key a locale lacks', async () => {
    await setLocale('zh');
    $messages.set({ ...$messages.get(), 'empty.data': undefined as unknown as string });
    expect(t('empty.data')).to.equal('No data');
  });

  it('lets the newest of two quick switches win', async () => {
    const slow = setLocale('zh-HK');
    const fast = setLocale('en');
    await Promise.all([slow, fast]);
    expect($locale.get()).to.equal('en');
    expect($messages.get()['empty.data']).to.equal('No data');
  });

  it('maps a path prefix or language tag to a locale it has, else en', () => {
    expect(['en', 'zh', 'zh-HK', 'zh-hk', 'zh-TW', 'ja', '', null].map((tag) => toLocale(tag))).to.deep.equal(['en', 'zh', 'zh-HK', 'zh-HK', 'en', 'en', 'en', 'en']);
  });

  it('reads browser languages: Traditional Chinese variants to zh-HK, Simplified to zh', async () => {
    expect(['zh-TW', 'zh-Hant-HK', 'zh-MO', 'zh-CN', 'zh-Hans', 'zh', 'en-GB', 'fr'].map(preferredLocale)).to.deep.equal(['zh-HK', 'zh-HK', 'zh-HK', 'zh', 'zh', 'zh', 'en', undefined]);
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
    expect(wantedLocale('en', ['fr', 'zh-HK', 'en'])).to.equal('zh-HK');
    await updateLanguageHint('en', ['zh-HK', 'en']);
    const hint = document.querySelector<HTMLElement>('[data-shop-language-hint]')!;
    expect(hint.lang).to.equal('zh-HK');
    expect(hint.querySelector('p')!.textContent).to.equal('本頁面也有繁體中文版本。');
    const link = hint.querySelector('a')!;
    expect(link.textContent).to.equal('切換到繁體中文');
    expect(new URL(link.href).pathname).to.equal(withLanguage(location.pathname, 'zh-HK'));
  });

  it('stays away when the page is already in that language, or the browser wants none of ours', async () => {
    await updateLanguageHint('zh', ['zh-CN']);
    await updateLanguageHint('en', ['fr', 'de']);
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
