import { expect } from 'chai';
import { safeRedirect } from '../../runtime/redirect';

describe('safeRedirect', () => {
  it('keeps a path of this shop, with its query and fragment', () => {
    expect(safeRedirect('/user/order?page=2#list', '')).to.equal('/user/order?page=2#list');
  });

  it('puts the path under the current language prefix, replacing another one', () => {
    expect(safeRedirect('/user/center', '/zh')).to.equal('/zh/user/center');
    expect(safeRedirect('/zh-HK/cart', '/zh')).to.equal('/zh/cart');
    expect(safeRedirect('/en/cart', '')).to.equal('/cart');
    expect(safeRedirect('/', '/zh-HK')).to.equal('/zh-HK/');
  });

  it('sends every other site and every odd address to the home page', () => {
    for (const target of ['https://evil.example', 'http://evil.example/user', '//evil.example', '///evil.example', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)', ' javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', 'user/center', '/\tevil', '/\n/evil.example']) {
      expect(safeRedirect(target, ''), target).to.equal('/');
      expect(safeRedirect(target, '/zh'), target).to.equal('/zh/');
    }
  });

  it('uses the fallback when there is no target, and checks the fallback too', () => {
    expect(safeRedirect('', '/zh', '/user/center')).to.equal('/zh/user/center');
    expect(safeRedirect(null, '', '//evil.example')).to.equal('/');
    expect(safeRedirect(undefined, '')).to.equal('/');
  });
});
