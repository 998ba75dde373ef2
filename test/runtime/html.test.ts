// The one way server html reaches the page (runtime/html.ts), for server-drawn elements: their
// declarative shadow roots are attached with their styles and React's text separators, while a
// <style> anywhere else and every script still go.
import { expect } from 'chai';
import { setHtml } from '../../runtime/html';

describe('setHtml and server-drawn elements', () => {
  let target: HTMLElement;
  beforeEach(() => {
    target = document.createElement('div');
    document.body.append(target);
  });
  afterEach(() => target.remove());

  it('attaches a declarative shadow root, keeping its styles and the comments between texts', () => {
    setHtml(target, '<shop-x-test><template shadowrootmode="open"><style>p { color: rgb(1, 2, 3); }</style><div data-shop-root data-shop-render="{}"><p>Sale price<!-- --> $5</p></div></template></shop-x-test>');
    const host = target.querySelector('shop-x-test')!;
    expect(host.shadowRoot).to.not.equal(null);
    const p = host.shadowRoot!.querySelector('p')!;
    expect(p.childNodes).to.have.length(3);
    expect(p.childNodes[1]!.nodeType).to.equal(Node.COMMENT_NODE);
    expect(getComputedStyle(p).color).to.equal('rgb(1, 2, 3)');
  });

  it('drops a <style> that is not at the top of a shadow root, and scripts anywhere', () => {
    setHtml(target, '<style>body { display: none; }</style><div><style>p {}</style></div><shop-x-test><template shadowrootmode="open"><div><style>p {}</style></div><script>window.bad = 1</script><img src="x" onerror="window.bad = 2"></template></shop-x-test>');
    expect(target.querySelectorAll('style')).to.have.length(0);
    const root = target.querySelector('shop-x-test')!.shadowRoot!;
    expect(root.querySelectorAll('style, script')).to.have.length(0);
    expect(root.querySelector('img')!.hasAttribute('onerror')).to.equal(false);
  });
});
