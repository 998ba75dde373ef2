/**
 * Hostile attribute values for every element (issue 14, the browser side): wrong types, huge
 * and negative numbers, NaN/Infinity text, 100k strings, unicode (RTL marks, emoji, NUL, lone
 * surrogates), broken JSON, JSON with prototype keys, arrays where objects are expected. Set
 * before the element upgrades and changed after; some also as properties with values no
 * attribute can carry. Nothing may throw into the page, nothing may pollute Object.prototype,
 * every element ends up drawn (its content or its error state), and the page keeps working.
 *
 * The values come from a seeded generator (mulberry32), so a failure names its seed and
 * reproduces. Unknown API requests get the scripted API's empty success envelope.
 */
import { expect } from 'chai';
import sinon from 'sinon';
import { act } from 'react';
import { widgets } from '../../widgets/registry';
import { browser } from '../../runtime/browser';
import { resetApi } from '../helpers/browser/api';
import { cleanup, collectErrors, mount, shadowText, waitFor } from '../helpers/browser/dom';

const SEED = 0x5eed14;
/** Set by define() once an element's first React commit and effects are in. */
const LIVE = Symbol.for('shop-elements.live');
/** Attributes no element declares: they must be ignored, whatever they hold. */
const UNKNOWN = ['__proto__', 'constructor', 'prototype', 'x-fuzz', 'data-props'];
const BATCH = 10;

/** mulberry32: a tiny seeded generator, so every run draws the same values. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;

const numbers = ['-1', '0', '-0', '1e308', '-1e308', '1e309', '9007199254740993', '99999999999999999999', 'NaN', 'Infinity', '-Infinity', '0x10', '1_000', ' 12 ', '3.14159', '-2147483649', '1e-324', '2.5e-7', '007', '+5', '1,5', '١٢'];
const words = ['', ' ', 'true', 'false', 'TRUE', 'yes', 'null', 'undefined', 'eager', 'lazy', 'product', 'article', 'top', 'records', '7', '0', 'password', 'code', 'radio', 'success', 'price-desc'];
const unicode = ['\u202Eevil\u202C', '\u200F\u200E', '😀👩‍👩‍👧‍👦🏳️‍🌈', '\u0000', 'a\u0000b', '\uD800', '\uDFFF', 'x\uD83Dy', '\uFEFF', 'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǒ̼͚', '\n\r\t', '中文字符', 'مرحبا', '\u2028\u2029', '%00', '%E0%A4%A', '../../../etc/passwd', '//evil.example', 'javascript:void 0', '<b>x</b>'];
const brokenJson = ['{', '[', '{"a":', '[1,2', "{'a':1}", '{"a":1,}', ']', '{"__proto__":', '[{]', '{"a":"\\u12"}', '\u0000{}', '{}}'];
const prototypeJson = ['{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}', '[{"__proto__":{"polluted":1}}]', '{"__proto__":{"polluted":1},"items":[],"skus":[]}', '{"prototype":{"polluted":1}}', '{"__proto__":null}', '{"toString":1,"valueOf":"x","hasOwnProperty":null}', '[{"value":{"__proto__":{"polluted":1}},"label":"x"}]'];
const wrongShapes = ['[]', '[[]]', '[null]', '[1,2,3]', '["a"]', '[{}]', '{}', 'null', '"string"', '123', 'true', '{"length":1e9}', '{"length":-1}', '[{"value":null,"label":{}}]', '{"name":123,"price":"x","images":"no","skus":{},"options":[1]}', '{"id":null,"slug":{},"title":[],"price":-1e308,"stock":"NaN"}', '{"price":1e309,"linePrice":-1,"currency":"???"}', '[{"href":{},"label":null,"children":"x"}]', '[{"label":"a","href":"/a","children":[[[]]]}]'];

/** One hostile value; `long` values (100k) are rarer so the run stays quick. */
function hostile(rng: Rng): string {
  const r = rng();
  if (r < 0.03) return pick(rng, ['a', '😀', '\u202E', '{"a":', '9']).repeat(100_000);
  if (r < 0.06) return '['.repeat(2000 + Math.floor(rng() * 3000)) + ']'.repeat(2000);
  if (r < 0.2) return pick(rng, numbers);
  if (r < 0.3) return pick(rng, words);
  if (r < 0.45) return pick(rng, unicode);
  if (r < 0.58) return pick(rng, brokenJson);
  if (r < 0.72) return pick(rng, prototypeJson);
  if (r < 0.88) return pick(rng, wrongShapes);
  if (r < 0.94) return String(Math.floor((rng() - 0.5) * 2 ** (rng() * 80)));
  // Random code units, surrogate halves included.
  return Array.from({ length: 1 + Math.floor(rng() * 40) }, () => String.fromCharCode(Math.floor(rng() * 0x10000))).join('');
}

/** Values only a property can carry. */
function hostileProperty(rng: Rng): unknown {
  const values: (() => unknown)[] = [
    () => Object.create(null),
    () => 10n,
    () => Symbol('fuzz'),
    () => () => 1,
    () => NaN,
    () => -Infinity,
    () => new Date(NaN),
    () => [undefined, null, NaN],
    () => JSON.parse('{"__proto__":{"polluted":1}}'),
  ];
  return pick(rng, values)();
}

interface Live extends HTMLElement {
  [LIVE]?: boolean;
}

/** Every fetch the page makes, so a round can wait until every answer is in. */
let pending = 0;
const originalFetch = window.fetch;
function countFetches(): void {
  window.fetch = (...args: Parameters<typeof fetch>) => {
    pending += 1;
    return originalFetch(...args).finally(() => (pending -= 1));
  };
}

/** Runs `change` inside act() (so React commits it and runs its effects), then waits for every request it caused. */
async function settle(change: () => void): Promise<void> {
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  env.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => change());
  } finally {
    env.IS_REACT_ACT_ENVIRONMENT = false;
  }
  await waitFor(() => pending === 0, { message: 'every request answered' });
  env.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => {});
  } finally {
    env.IS_REACT_ACT_ENVIRONMENT = false;
  }
}

describe('attribute fuzz: every element under hostile values', function () {
  this.timeout(120_000);
  const uncaught: string[] = [];
  const onError = (event: ErrorEvent) => uncaught.push(`error: ${event.message}`);
  const onRejection = (event: PromiseRejectionEvent) => uncaught.push(`unhandledrejection: ${event.reason instanceof Error ? event.reason.stack : String(event.reason)}`);
  let consoleError: sinon.SinonStub;

  before(async () => {
    await Promise.all(Object.values(widgets).map((load) => load()));
    await resetApi();
    countFetches();
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  });
  beforeEach(() => {
    // Leaving or reloading the page would end the test run: recorded instead.
    sinon.stub(browser, 'assign');
    sinon.stub(browser, 'reload');
    // Every bad value is reported on the console by design: thousands of lines otherwise.
    consoleError = sinon.stub(console, 'error');
  });
  afterEach(() => {
    cleanup();
    sinon.restore();
  });
  after(() => {
    window.fetch = originalFetch;
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  });

  it(`sets at least 1000 generated values (seed ${SEED}): no uncaught error, no pollution, every element drawn, the page still works`, async () => {
    const rng = mulberry32(SEED);
    const errors = collectErrors();
    const tags = Object.keys(widgets);
    let values = 0;
    const problems: string[] = [];
    try {
      for (let start = 0; start < tags.length; start += BATCH) {
        const batch = tags.slice(start, start + BATCH);
        const attributesOf = new Map(batch.map((tag) => [tag, [...((customElements.get(tag) as unknown as { observedAttributes?: string[] }).observedAttributes ?? []), ...UNKNOWN]]));
        const box = mount('');
        const elements: Live[] = [];
        // Round 1: hostile values before the element is connected (the upgrade path).
        await settle(() => {
          for (const tag of batch) {
            const el = document.createElement(tag) as Live;
            for (const name of attributesOf.get(tag)!) {
              el.setAttribute(name, hostile(rng));
              values += 1;
            }
            elements.push(el);
            box.append(el);
          }
        });
        // Rounds 2 and 3: changed after mount, a few removed in between.
        for (let round = 0; round < 2; round += 1) {
          await settle(() => {
            for (const el of elements) {
              for (const name of attributesOf.get(el.localName)!) {
                if (rng() < 0.1) el.removeAttribute(name);
                else {
                  el.setAttribute(name, hostile(rng));
                  values += 1;
                }
              }
            }
          });
        }
        // Round 4: property values no attribute can carry, on a few props each.
        await settle(() => {
          for (const el of elements) {
            const props = Object.keys(Object.getOwnPropertyDescriptors(Object.getPrototypeOf(el))).filter((name) => name !== 'constructor' && name !== 'focus' && typeof Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), name)!.set === 'function');
            for (const name of props.slice(0, 3)) {
              try {
                (el as unknown as Record<string, unknown>)[name] = hostileProperty(rng);
              } catch (error) {
                // A setter may refuse a value (a form value of a Symbol), as native ones do; it must not crash the element.
                if (!(error instanceof TypeError)) throw error;
              }
            }
          }
        });
        for (const el of elements) {
          if (!el.isConnected || !el.shadowRoot) problems.push(`<${el.localName}> has no shadow root`);
          else if (!el[LIVE]) problems.push(`<${el.localName}> never committed`);
          else if (el.hasAttribute('data-invalid') && !el.shadowRoot.querySelector('[part~="error"]')) problems.push(`<${el.localName}> is data-invalid without its error state`);
        }
        cleanup();
      }
      // Render failures from attribute values are defects too: the element must refuse the value, not crash.
      const renders = errors.events.filter((event) => event.detail.source === 'render').map((event) => String(event.detail.message));
      expect(uncaught, 'uncaught errors').to.deep.equal([]);
      expect([...new Set(renders)], 'render errors').to.deep.equal([]);
      expect(problems).to.deep.equal([]);
      expect(({} as Record<string, unknown>).polluted, 'Object.prototype polluted').to.equal(undefined);
      expect(([] as unknown as Record<string, unknown>).polluted, 'Array.prototype polluted').to.equal(undefined);
      expect(values).to.be.at.least(1000);
      // Bad values showed the error state and said so.
      expect(errors.events.filter((event) => event.detail.source === 'attribute').length).to.be.greaterThan(0);
      expect(consoleError.called).to.equal(true);
    } finally {
      errors.stop();
    }

    // The page keeps working: a known-good element mounted afterwards renders.
    const good = mount('<shop-empty message="Still here"></shop-empty>').firstElementChild as Live;
    await waitFor(() => shadowText(good) === 'Still here', { message: 'a good element after the fuzz' });
    expect(good.hasAttribute('data-invalid')).to.equal(false);
    expect(uncaught).to.deep.equal([]);
  });
});
