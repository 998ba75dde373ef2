import { expect } from 'chai';
import { actionWords, methodWords } from '../../runtime/activity';
import { AVATAR_MAX_BYTES, checkAvatar } from '../../runtime/avatar';
import { $languagePrefix } from '../../runtime/session';
import { describeDevice } from '../../runtime/user-agent';
import { EXCERPT_LENGTH, inquiryExcerpt } from '../../runtime/inquiries';
import { inquiryHref, sectionOf, userHref, userPath } from '../../runtime/user-area';

describe('user area map', () => {
  afterEach(() => {
    $languagePrefix.set('');
    document.getElementById('shop-initial-data')?.remove();
  });

  it('puts sections under the configured prefix and the language prefix', () => {
    expect(userPath()).to.equal('user');
    expect(userHref('order', { payStatus: 'unpaid' })).to.equal('/user/order?payStatus=unpaid');
    const script = Object.assign(document.createElement('script'), { type: 'application/json', id: 'shop-initial-data', textContent: JSON.stringify({ config: { userPath: '/me/' } }) });
    document.head.append(script);
    $languagePrefix.set('/zh-HK');
    expect(userHref('security/activity')).to.equal('/zh-HK/me/security/activity');
    expect(sectionOf('http://x/zh-HK/me/order/SO1')).to.equal('order');
    expect(sectionOf('http://x/me/security/activity')).to.equal('log');
    expect(sectionOf('http://x/user/center')).to.equal(undefined);
  });

  it("puts a quote request's page at the spec's inquiry/{slug}, listed by the account centre", () => {
    $languagePrefix.set('/de');
    expect(inquiryHref('IQ1A2B')).to.equal('/de/inquiry/IQ1A2B');
    expect(inquiryHref('IQ 1', '')).to.equal('/inquiry/IQ%201');
    expect(sectionOf('http://x/de/inquiry/IQ1A2B')).to.equal('center');
    expect(sectionOf('http://x/inquiry/feedback')).to.equal(undefined);
  });

  it("shows the start of a quote request's text: one line, cut at a word, code points whole", () => {
    expect(inquiryExcerpt('  Two\n\nlines  ')).to.equal('Two lines');
    const words = 'word '.repeat(40);
    const cut = inquiryExcerpt(words);
    expect(cut.endsWith('word…')).to.equal(true);
    expect(Array.from(cut).length).to.be.at.most(EXCERPT_LENGTH + 1);
    // One long word is cut where the length ends, and an emoji is never split in half.
    expect(inquiryExcerpt('😀'.repeat(200), 10)).to.equal(`${'😀'.repeat(10)}…`);
    expect(inquiryExcerpt('x'.repeat(EXCERPT_LENGTH))).to.equal('x'.repeat(EXCERPT_LENGTH));
  });

  it('names devices, sign-in methods and actions', () => {
    expect(describeDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0')).to.deep.equal({ browser: 'Edge', system: 'macOS' });
    expect(describeDevice('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36')).to.deep.equal({ browser: 'Chrome', system: 'Android' });
    expect(describeDevice('curl/8.0')).to.deep.equal({ browser: undefined, system: undefined });
    expect(methodWords('code:email')).to.deep.equal({ key: 'security.method.codeEmail', args: [] });
    expect(methodWords('oauth:test')).to.deep.equal({ key: 'security.method.oauth', args: ['test'] });
    expect(actionWords('signin:qr')).to.deep.equal({ key: 'activity.signin', args: [], method: { key: 'security.method.qr', args: [] } });
    expect(actionWords('order:cancel:SO9')).to.deep.equal({ key: 'activity.orderCancel', args: ['SO9'] });
    expect(actionWords('x')).to.deep.equal({ key: 'activity.other', args: ['x'] });
  });

  it('checks an avatar by type and size', () => {
    expect(checkAvatar({ type: 'image/webp', size: AVATAR_MAX_BYTES })).to.equal(undefined);
    expect(checkAvatar({ type: 'image/webp', size: AVATAR_MAX_BYTES + 1 })?.key).to.equal('profile.avatarSize');
    expect(checkAvatar({ type: 'image/svg+xml', size: 10 })?.key).to.equal('profile.avatarType');
    expect(checkAvatar({ type: 'image/png', size: 0 })?.key).to.equal('profile.avatarEmpty');
  });
});
