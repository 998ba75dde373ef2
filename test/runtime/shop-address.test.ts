// The shop's address (issue 23): by default the page's own origin, every address relative; named
// by the initial data's `config.shop`, `data-shop` on the loader's script tag or the `shop` start
// option, every request, the socket and the addresses that leave the page (a QR code's) go there.
import { expect } from 'chai';
import sinon from 'sinon';
import { post } from '../../runtime/http/client';
import { startOptionsOf } from '../../runtime/index';
import { INITIAL_DATA_ID } from '../../runtime/initial-data';
import { apiUrl, setShopAddress, setShopPages, shopFile, shopHref, shopPageUrl, socketAddress } from '../../runtime/shop-address';
import { closeSocket, connectSocket } from '../../runtime/socket';

const added: Element[] = [];
function onPage(el: Element): void {
  document.head.append(el);
  added.push(el);
}
/** A script tag with data-shop (not run: only its attribute counts). */
function loaderTag(shop: string): HTMLScriptElement {
  const tag = document.createElement('script');
  tag.type = 'text/plain';
  tag.setAttribute('data-shop', shop);
  return tag;
}

describe("the shop's address", () => {
  afterEach(() => {
    added.splice(0).forEach((el) => el.remove());
    setShopAddress(undefined);
    setShopPages(undefined);
    sinon.restore();
  });

  it("is the page's own by default: the API, the socket and the shop's pages relative to it", () => {
    expect(apiUrl('cart/list')).to.equal('/api/web/cart/list');
    expect(apiUrl('/cart/list')).to.equal('/api/web/cart/list');
    expect(socketAddress()).to.equal(`ws://${location.host}/ws/message`);
    expect(shopPageUrl('/auth/qr?id=1')).to.equal(`${location.origin}/auth/qr?id=1`);
  });

  it("comes from data-shop on the loader's script tag, and every request goes there", async () => {
    onPage(loaderTag('https://shop.example:8443/any/path'));
    expect(apiUrl('cart/list')).to.equal('https://shop.example:8443/api/web/cart/list');
    expect(socketAddress()).to.equal('wss://shop.example:8443/ws/message');
    expect(shopPageUrl('/auth/qr?id=1')).to.equal('https://shop.example:8443/auth/qr?id=1');
    const asked: string[] = [];
    sinon.stub(window, 'fetch').callsFake(async (input) => {
      asked.push(input instanceof Request ? input.url : String(input));
      return new Response(JSON.stringify({ code: 0, msg: '', data: 'ok' }), { headers: { 'content-type': 'application/json' } });
    });
    expect(await post('cart/list', {})).to.equal('ok');
    expect(asked).to.deep.equal(['https://shop.example:8443/api/web/cart/list']);
  });

  it('opens the socket at the shop', () => {
    setShopAddress('http://shop.example');
    const opened: string[] = [];
    const Real = window.WebSocket;
    window.WebSocket = class extends Real {
      constructor(url: string | URL) {
        opened.push(String(url).split('?')[0]!);
        super(`ws://${location.host}/__no-socket`);
      }
    } as typeof WebSocket;
    try {
      connectSocket();
      expect(opened).to.deep.equal(['ws://shop.example/ws/message']);
    } finally {
      closeSocket();
      window.WebSocket = Real;
    }
  });

  it("takes the initial data's config.shop over data-shop, and the start option over both", () => {
    onPage(loaderTag('https://from-the-tag.example'));
    onPage(Object.assign(document.createElement('script'), { type: 'application/json', id: INITIAL_DATA_ID, textContent: JSON.stringify({ config: { shop: 'https://from-config.example' } }) }));
    expect(apiUrl('x')).to.equal('https://from-config.example/api/web/x');
    expect(startOptionsOf({ shop: 'https://from-start.example' })).to.deep.equal({ shop: 'https://from-start.example' });
    setShopAddress('https://from-start.example');
    expect(apiUrl('x')).to.equal('https://from-start.example/api/web/x');
  });

  it("keeps to the page's own origin, with a console message, for an address that is not http(s); the page's own origin counts as relative", () => {
    const error = sinon.stub(console, 'error');
    setShopAddress('javascript:alert(1)');
    expect(apiUrl('x')).to.equal('/api/web/x');
    expect(String(error.firstCall.args[0])).to.include('is not an http(s) address');
    setShopAddress('not a url');
    expect(apiUrl('x')).to.equal('/api/web/x');
    setShopAddress(location.href);
    expect(apiUrl('x')).to.equal('/api/web/x');
    expect(socketAddress()).to.equal(`ws://${location.host}/ws/message`);
  });

  it("puts links at the shop's pages when they are elsewhere (data-shop-pages, config.shopPages, the start option), pictures and requests still at the shop", () => {
    onPage(loaderTag('https://api.shop.example'));
    expect(shopHref('/product/mug')).to.equal('https://api.shop.example/product/mug');
    const pagesTag = loaderTag('https://api.shop.example');
    pagesTag.setAttribute('data-shop-pages', 'https://www.shop.example/store/');
    added.splice(0).forEach((el) => el.remove());
    setShopAddress(undefined);
    setShopPages(undefined);
    onPage(pagesTag);
    expect(shopHref('/de/product/mug?sku=2')).to.equal('https://www.shop.example/store/de/product/mug?sku=2');
    expect(shopPageUrl('/auth/qr?id=1')).to.equal('https://www.shop.example/store/auth/qr?id=1');
    expect(shopFile('/media/mug.svg')).to.equal('https://api.shop.example/media/mug.svg');
    expect(apiUrl('cart/list')).to.equal('https://api.shop.example/api/web/cart/list');
    // Addresses that are not the shop's own paths stay as they are.
    expect(shopHref('https://elsewhere.example/x')).to.equal('https://elsewhere.example/x');
    expect(shopHref('//cdn.example/x')).to.equal('//cdn.example/x');
    expect(shopFile('data:image/png;base64,AA')).to.equal('data:image/png;base64,AA');
    onPage(Object.assign(document.createElement('script'), { type: 'application/json', id: INITIAL_DATA_ID, textContent: JSON.stringify({ config: { shopPages: 'https://pages-from-config.example' } }) }));
    setShopPages(undefined);
    expect(shopHref('/cart')).to.equal('https://pages-from-config.example/cart');
    expect(startOptionsOf({ shopPages: 'https://from-start.example', noSocket: true })).to.deep.equal({ shopPages: 'https://from-start.example', noSocket: true });
    setShopPages('https://from-start.example');
    expect(shopHref('/cart')).to.equal('https://from-start.example/cart');
  });

  it("keeps links at the shop's origin, with a console message, for pages named by an address that is not http(s)", () => {
    const error = sinon.stub(console, 'error');
    setShopAddress('https://shop.example');
    setShopPages('ftp://shop.example/store');
    expect(shopHref('/cart')).to.equal('https://shop.example/cart');
    expect(String(error.firstCall.args[0])).to.include("The address of the shop's pages");
    setShopPages(location.origin + '/');
    setShopAddress('');
    expect(shopHref('/cart')).to.equal('/cart');
  });
});
