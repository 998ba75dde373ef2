/**
 * An XSS corpus (issue 14, the browser side), modelled on the kinds of cases DOMPurify's own
 * suite covers: script tags, event handler attributes, javascript:/data: URLs in href, src,
 * srcset, action and formaction, SVG and MathML namespace tricks, mutation XSS through
 * noscript/style/template/textarea nesting, DOM clobbering, encoded entities, iframe srcdoc,
 * CSS url(javascript:) and expression(), and our own elements nested in server html.
 *
 * Every payload calls `window.__xss()`. It goes (a) through the text attributes of a set of
 * representative elements (names, titles, descriptions, labels, messages, address fields,
 * links, image sources) and (b) through the one sanitising path (runtime/html.ts) as the html
 * of <shop-html-content> and as page html put into a light-DOM outlet. The test page has no
 * CSP, so an unsafe path would really run the payload: 0 executions required, and no on*
 * attribute, script-bearing URL, script, iframe, object or embed may be left in the rendered
 * DOM (shadow roots included).
 */
import { expect } from 'chai';
import sinon from 'sinon';
import { act } from 'react';
import '../../widgets/account-menu/define';
import '../../widgets/address-form/define';
import '../../widgets/aside-menu/define';
import '../../widgets/cart/define';
import '../../widgets/checkbox/define';
import '../../widgets/dropdown/define';
import '../../widgets/empty/define';
import '../../widgets/html-content/define';
import '../../widgets/image-mover/define';
import '../../widgets/input/define';
import '../../widgets/loading/define';
import '../../widgets/nav/define';
import '../../widgets/nav-menu/define';
import '../../widgets/oauth-return/define';
import '../../widgets/password-input/define';
import '../../widgets/product-buttons/define';
import '../../widgets/product-image/define';
import '../../widgets/product-list/define';
import '../../widgets/product-single/define';
import '../../widgets/product-slides/define';
import '../../widgets/select/define';
import { browser } from '../../runtime/browser';
import { setHtml } from '../../runtime/html';
import { navigate } from '../../runtime/navigation/navigator';
import { ok, reply, resetApi } from '../helpers/browser/api';
import { cleanup, mount, shadowPart, waitFor } from '../helpers/browser/dom';

const X = '__xss()';
/** The corpus. Each entry runs `window.__xss()` if it ever executes. */
const corpus: string[] = [
  `<script>${X}</script>`,
  `<SCRIPT SRC="data:text/javascript,${X}"></SCRIPT>`,
  `</script><script>${X}</script>`,
  `<img src=x onerror=${X}>`,
  `<img src="x" onerror="${X}" alt="">`,
  `<img src=x:1 onerror=eval(src.slice(4)+'__xss()')>`,
  `<img srcset="javascript:${X} 1x" src="x">`,
  `<img src="x\` onerror=${X}>`,
  `"><img src=x onerror=${X}>`,
  `'><svg onload=${X}>`,
  `<svg onload=${X}>`,
  `<svg><script>${X}</script></svg>`,
  `<svg><a xlink:href="javascript:${X}"><text x="20" y="20">x</text></a></svg>`,
  `<svg><a href="javascript:${X}"><circle r="40"/></a></svg>`,
  `<svg><animate onbegin=${X} attributeName=x dur=1s>`,
  `<svg><set attributeName="href" to="javascript:${X}"/></svg>`,
  `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='${X}'/></svg>#x"/></svg>`,
  `<svg><foreignObject><iframe srcdoc="&lt;script&gt;parent.${X}&lt;/script&gt;"></iframe></foreignObject></svg>`,
  `<svg></p><style><a id="</style><img src=1 onerror=${X}>">`,
  `<svg><style><img src=x onerror=${X}></style></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${X}>`,
  `<math><mtext><mglyph><svg><mtext><style><path id="</style><img onerror=${X} src>">`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${X}>`,
  `<math><a xlink:href="javascript:${X}">x</a></math>`,
  `<noscript><p title="</noscript><img src=x onerror=${X}>">`,
  `<noembed><img title="</noembed><img src=x onerror=${X}>"></noembed>`,
  `<style><img src=x onerror=${X}></style>`,
  `<template><img src=x onerror=${X}></template>`,
  `<textarea><img src=x onerror=${X}></textarea>`,
  `<title><img src=x onerror=${X}></title>`,
  `<xmp><img src=x onerror=${X}></xmp>`,
  `<!--<img src="--><img src=x onerror=${X}//">`,
  `<iframe src="javascript:${X}"></iframe>`,
  `<iframe srcdoc="<script>parent.${X}</script>"></iframe>`,
  `<iframe srcdoc="&lt;img src=x onerror=parent.${X}&gt;"></iframe>`,
  `<a href="javascript:${X}">x</a>`,
  `<a href="JaVaScRiPt:${X}">x</a>`,
  `<a href="&#106;avascript:${X}">x</a>`,
  `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;${X}">x</a>`,
  `<a href="java&#x09;script:${X}">x</a>`,
  `<a href=" &#14; javascript:${X}">x</a>`,
  `<a href="javascript&colon;${X}">x</a>`,
  `<a href="vbscript:${X}">x</a>`,
  `<a href="data:text/html,<script>parent.${X}</script>">x</a>`,
  `<form action="javascript:${X}"><button>x</button></form>`,
  `<form><button formaction="javascript:${X}">x</button></form>`,
  `<form><input type="submit" formaction="javascript:${X}"></form>`,
  `<object data="javascript:${X}"></object>`,
  `<object data="data:text/html,<script>parent.${X}</script>"></object>`,
  `<embed src="javascript:${X}">`,
  `<body onload=${X}>`,
  `<details open ontoggle=${X}>`,
  `<input autofocus onfocus=${X}>`,
  `<input type="image" src=x onerror=${X}>`,
  `<video><source onerror=${X}></video>`,
  `<audio src=x onerror=${X}>`,
  `<marquee onstart=${X}>`,
  `<div style="background:url(javascript:${X})">x</div>`,
  `<div style="width:expression(${X})">x</div>`,
  `<style>@import "javascript:${X}"; body{background:url("javascript:${X}")}</style>`,
  `<link rel=stylesheet href="javascript:${X}">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${X}">`,
  `<base href="javascript:${X}//">`,
  `<img id="ShopElements" name="createComponent"><form id="shop-initial-data"></form>`,
  `<form name="getElementById"></form><img name="cookie"><a id="defaultView"></a>`,
  `&lt;img src=x onerror=${X}&gt;`,
  `&#60;script&#62;${X}&#60;/script&#62;`,
  `<shop-html-content html="<img src=x onerror=${X}>"></shop-html-content>`,
  `<shop-empty onclick="${X}" onfocus="${X}" autofocus tabindex="0" message="x"></shop-empty>`,
  `<shop-empty onmouseover="${X}" onanimationstart="${X}" onpointerenter="${X}"></shop-empty>`,
  `<div data-component="HtmlContent" data-props='{"html":"<img src=x onerror=${X}>"}'></div>`,
  `<a is="x" href="javascript:${X}">x</a>`,
  `javascript:${X}`,
  ` javascript:${X}`,
  `JAVASCRIPT:${X}//`,
  `data:text/html;base64,${btoa(`<script>parent.${X}</script>`)}`,
  `\u0000javascript:${X}`,
];

/** React's own replacement for a javascript: URL it renders: it throws, it runs no payload. */
const REACT_BLOCKED = "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')";
const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'codebase', 'cite', 'to', 'values', 'from', 'by'];
/** Ids and names the bundle reads as globals or looks up by id: server html must not take them. */
const RESERVED_NAMES = ['ShopElements', 'createComponent', 'shop-initial-data'];

let executions = 0;
const w = window as unknown as { __xss(): void; __canary?(): void };
w.__xss = () => {
  executions += 1;
};

/** Every element under `root`, through open shadow roots and template contents. */
function* everyElement(root: ParentNode): Generator<Element> {
  for (const el of root.querySelectorAll('*')) {
    yield el;
    if (el.shadowRoot) yield* everyElement(el.shadowRoot);
    if (el instanceof HTMLTemplateElement) yield* everyElement(el.content);
  }
}

/** What an unsafe path would have left in the DOM under `root`. */
function leftovers(root: ParentNode): string[] {
  const found: string[] = [];
  for (const el of everyElement(root)) {
    const name = el.localName;
    if (['script', 'iframe', 'object', 'embed', 'base', 'meta', 'link', 'frame', 'frameset'].includes(name)) found.push(`<${name}>`);
    for (const attr of el.attributes) {
      if (/^on/i.test(attr.name)) found.push(`<${name} ${attr.name}>`);
      if ((attr.name === 'id' || attr.name === 'name') && RESERVED_NAMES.includes(attr.value) && el.getRootNode() === document) found.push(`<${name} ${attr.name}="${attr.value}">`);
      if (!URL_ATTRIBUTES.includes(attr.name.toLowerCase())) continue;
      // Browsers drop whitespace and control characters inside a URL's scheme.
      const value = attr.value.replace(/[\u0000-\u0020\u007f-\u00a0]/g, '').toLowerCase();
      if (attr.value === REACT_BLOCKED) continue;
      // data: in a link is left to the browser, which refuses to open a data: document at the top level.
      const dataDocument = /^data:/.test(value) && !/^data:image\//.test(value) && !(name === 'a' && attr.name === 'href');
      if (/(^|[\s,])(javascript|vbscript):/.test(value) || dataDocument) found.push(`<${name} ${attr.name}="${attr.value.slice(0, 60)}">`);
    }
  }
  return found;
}

async function flush(): Promise<void> {
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  env.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => {});
  } finally {
    env.IS_REACT_ACT_ENVIRONMENT = false;
  }
}

/**
 * A barrier for "nothing ran": a canary with the payloads' own mechanisms (a failed image's
 * onerror and a microtask), added after them, must have fired before the count is read.
 */
async function afterPayloadsHadTheirChance(): Promise<void> {
  let fired = 0;
  w.__canary = () => {
    fired += 1;
  };
  const canary = mount('<img src="/__test/missing-canary.png" onerror="__canary()" alt="">');
  await waitFor(() => fired === 1, { message: 'the canary image error' });
  canary.remove();
}

const image = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>')}`;

/** Representative elements, every text attribute (and every text field of their JSON) set to `p`. */
function representatives(p: string): string[] {
  const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const j = (value: unknown) => attr(JSON.stringify(value));
  const card = { id: 1, slug: p, name: p, price: 4900, linePrice: null, image: p, score: 4, inStock: true };
  const address = { id: 1, firstName: p, lastName: p, country: 'US', province: p, city: p, area: p, postalCode: p, address: p, apartment: p, countryCode: '1', phone: p, isDefault: false };
  const product = {
    slug: 'x',
    name: p,
    description: p,
    images: [image, p],
    score: 4,
    options: [{ key: 'color', name: p, values: [{ value: 'red', label: p }] }],
    skus: [{ code: 'X-RED', options: { color: 'red' }, price: 4900, linePrice: null, stock: 3, image: p }],
  };
  const menu = [{ label: p, href: p }, { label: p, children: [{ label: p, href: p }] }];
  return [
    `<shop-empty message="${attr(p)}"></shop-empty>`,
    `<shop-loading label="${attr(p)}" show-label></shop-loading>`,
    `<shop-input label="${attr(p)}" placeholder="${attr(p)}" value="${attr(p)}" name="${attr(p)}"></shop-input>`,
    `<shop-password-input label="${attr(p)}" value="${attr(p)}" name="${attr(p)}"></shop-password-input>`,
    `<shop-checkbox label="${attr(p)}" value="${attr(p)}" name="${attr(p)}"></shop-checkbox>`,
    `<shop-select label="${attr(p)}" placeholder="${attr(p)}" options="${j([p, { value: p, label: p }])}"></shop-select>`,
    `<shop-dropdown label="${attr(p)}" placeholder="${attr(p)}" options="${j([p, { value: p, label: p, description: p }])}"></shop-dropdown>`,
    `<shop-nav label="${attr(p)}" items="${j([{ label: p, href: p }, { label: p }])}"></shop-nav>`,
    `<shop-nav-menu label="${attr(p)}" current="${attr(p)}" items="${j(menu)}"></shop-nav-menu>`,
    `<shop-aside-menu label="${attr(p)}" current="${attr(p)}" items="${j(menu)}"></shop-aside-menu>`,
    `<shop-product-list label="${attr(p)}" empty-message="${attr(p)}" currency="USD" products="${j([card])}"></shop-product-list>`,
    `<shop-product-list label="${attr(p)}" empty-message="${attr(p)}" products="[]"></shop-product-list>`,
    `<shop-product-slides label="${attr(p)}" href="${attr(p)}" currency="USD" products="${j([card, { ...card, slug: 'y' }])}"></shop-product-slides>`,
    `<shop-product-single no-url currency="USD" product="${j(product)}"></shop-product-single>`,
    `<shop-product-image src="${attr(p)}" alt="${attr(p)}"></shop-product-image>`,
    `<shop-image-mover src="${attr(p)}" alt="${attr(p)}"></shop-image-mover>`,
    `<shop-address-form submit-label="${attr(p)}" address="${j(address)}"></shop-address-form>`,
    `<shop-cart checkout-href="${attr(p)}" continue-href="${attr(p)}"></shop-cart>`,
    `<shop-account-menu signin-href="${attr(p)}" account-href="${attr(p)}" orders-href="${attr(p)}"></shop-account-menu>`,
    `<shop-oauth-return provider="${attr(p)}" signin-href="${attr(p)}"></shop-oauth-return>`,
    `<shop-html-content html="${attr(p)}" loading="eager"></shop-html-content>`,
  ];
}

describe('XSS corpus', function () {
  this.timeout(180_000);
  let assign: sinon.SinonStub;
  beforeEach(async () => {
    await resetApi();
    executions = 0;
    // Leaving the page would end the run: recorded, and checked for script-bearing addresses.
    assign = sinon.stub(browser, 'assign');
    sinon.stub(browser, 'reload');
    // Payloads in attributes are often refused with a message on the console, by design.
    sinon.stub(console, 'error');
  });
  afterEach(() => {
    cleanup();
    sinon.restore();
  });

  it(`runs none of ${corpus.length} payloads through the text attributes of ${representatives('').length} representative elements`, async () => {
    const found: string[] = [];
    let drawn = 0;
    for (const [i, payload] of corpus.entries()) {
      const root = mount(representatives(payload).join(''));
      await flush();
      // Each element drew (its content or its error state) before its DOM is inspected.
      for (const el of root.children) {
        await waitFor(() => (el as unknown as Record<symbol, boolean>)[Symbol.for('shop-elements.live')], { message: `${el.localName} drawn` });
        drawn += 1;
      }
      // What the elements drew (the hosts carry the payloads as the test set them).
      for (const el of root.children) found.push(...leftovers(el.shadowRoot!).map((what) => `payload ${i} in <${el.localName}>: ${what}`));
      cleanup();
    }
    await afterPayloadsHadTheirChance();
    expect(found).to.deep.equal([]);
    expect(executions, 'payload executions').to.equal(0);
    expect(drawn).to.equal(corpus.length * representatives('').length);
  });

  it(`runs none of ${corpus.length} payloads as the server html of <shop-html-content>`, async () => {
    const found: string[] = [];
    for (const [i, payload] of corpus.entries()) {
      const el = mount('<shop-html-content loading="eager"></shop-html-content>').firstElementChild!;
      el.setAttribute('html', `<p>before</p>${payload}<p>after</p>`);
      // Drawn first, so the content part is there when asked for (not found on a first look, a
      // 10 ms poll per payload).
      await flush();
      const box = await shadowPart(el, '[part="content"]');
      // Rendered (a payload with an open quote may swallow the rest, so the first paragraph is the sign).
      await waitFor(() => box.textContent?.includes('before'), { message: `payload ${i} rendered` });
      found.push(...leftovers(el.parentElement!).map((what) => `payload ${i}: ${what}`));
      cleanup();
    }
    await afterPayloadsHadTheirChance();
    expect(found).to.deep.equal([]);
    expect(executions, 'payload executions').to.equal(0);
  });

  it('runs none of them as page html put into a light-DOM outlet (navigation\'s path), and lets no id or name take a global of the bundle', async () => {
    const found: string[] = [];
    const globals = ['ShopElements', 'createComponent'] as const;
    for (const [i, payload] of corpus.entries()) {
      const outlet = mount('');
      setHtml(outlet, `<p>before</p>${payload}<p>after</p>`);
      await flush();
      found.push(...leftovers(outlet).map((what) => `payload ${i}: ${what}`));
      for (const name of globals) if (name in window) found.push(`payload ${i}: window.${name} is clobbered`);
      if (document.getElementById('shop-initial-data')) found.push(`payload ${i}: #shop-initial-data is taken`);
      cleanup();
    }
    await afterPayloadsHadTheirChance();
    expect(found).to.deep.equal([]);
    expect(executions, 'payload executions').to.equal(0);
  });

  it('never leaves the page for a script-bearing address an attribute names (navigate and Buy now)', async () => {
    const urls = corpus.filter((p) => /^\W*(javascript|data|vbscript)/i.test(p.replace(/\u0000/g, '')));
    for (const url of urls) expect(await navigate(url), url).to.equal(false);
    await reply({ path: '/cart/add', body: ok({ lines: [], count: 1, subtotal: 4900 }) });
    const el = mount(`<shop-product-buttons product="x" sku="X-1" stock="3" checkout-href="javascript:${X}"></shop-product-buttons>`).firstElementChild!;
    const buy = await shadowPart<HTMLButtonElement>(el, '[part="buy"]');
    let asked = false;
    el.addEventListener('shop:buy-now', () => (asked = true));
    buy.click();
    await waitFor(() => asked, { message: 'Buy now handled' });
    await flush();
    const left = assign.getCalls().map((call) => String(call.args[0]));
    expect(left.filter((href) => /^\s*(javascript|data|vbscript):/i.test(href))).to.deep.equal([]);
    expect(executions, 'payload executions').to.equal(0);
  });
});
