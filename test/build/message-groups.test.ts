// The words split by the elements that use them (issue 19, scripts/message-groups.mjs): each
// element's words come with it, and nothing an element's built code names is missing from them.
// (The demo's pages, drawn by the server with the whole catalogue and then by each element in the
// browser with its groups, are compared pixel by pixel in test/e2e/one-render.test.ts.)
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { keysIn, mergeSmall, planMessages } from '../../scripts/message-groups.mjs';
import type { ShopManifest } from '../../runtime/server/preload.mjs';

const manifest = JSON.parse(readFileSync('dist/manifest.json', 'utf8')) as ShopManifest;
const en = JSON.parse(readFileSync('locales/en.json', 'utf8')) as Record<string, string>;
const keys = new Set(Object.keys(en));
/** A group's words in one language, read back from its file. */
const wordsOf = (file: string) => JSON.parse(JSON.parse(/^export default JSON\.parse\((".*")\);$/s.exec(readFileSync(`dist/${file}`, 'utf8'))![1]!)) as Record<string, string>;
const runtimeChunk = /^chunks\/(runtime|element-table|http|page-loader|language-hint)-/;

describe('the words, by the elements that use them', () => {
  it('reads the keys code names: a key in quotes, and every key a template literal starts', () => {
    const found = keysIn("t('cart.empty'); t(\"cart.added\"); t(`order.status.${status}`); 'not.a.key'; 'cart'", keys);
    assert.ok(found.has('cart.empty') && found.has('cart.added'));
    assert.ok([...keys].filter((key) => key.startsWith('order.status.')).every((key) => found.has(key)));
    assert.ok(!found.has('not.a.key'));
    assert.ok([...found].every((key) => key === 'cart.empty' || key === 'cart.added' || key.startsWith('order.status.')));
  });

  it('groups keys by who uses them, and a small group joins the one where it costs least', () => {
    const plan = planMessages(new Map([['runtime', ["t('cart.added')"]], ['shop-a', ["t('cart.empty')", "t('cart.added')"]], ['shop-b', ["t('cart.empty')"]]]), { en, de: en });
    // One small group: all three keys' texts are under the minimum, so they end together.
    assert.deepEqual(plan.groups, [['cart.added', 'cart.empty']]);
    assert.deepEqual([...plan.needs.values()], [[0], [0], [0]]);
    const merged = mergeSmall([{ users: new Set(['a']), size: 10, items: [1] }, { users: new Set(['a', 'b']), size: 5000, items: [2] }, { users: new Set(['c']), size: 5000, items: [3] }], 400);
    assert.deepEqual(merged.map((g) => g.items), [[2, 1], [3]], 'the small group joins the one whose users it shares');
  });

  it('writes every group in every language, the same keys in each, each key once', () => {
    const groups = manifest.messages.files.en!.map(wordsOf);
    const all = groups.flatMap((words) => Object.keys(words));
    assert.equal(new Set(all).size, all.length, 'no key in two groups');
    for (const [code, files] of Object.entries(manifest.messages.files)) {
      const catalogue = JSON.parse(readFileSync(`locales/${code}.json`, 'utf8')) as Record<string, string>;
      files.forEach((file, group) => {
        const words = wordsOf(file);
        assert.deepEqual(Object.keys(words), Object.keys(groups[group]!), `${file} holds the keys of en's group ${group}`);
        for (const [key, text] of Object.entries(words)) assert.equal(text, catalogue[key], `${file}: ${key}`);
      });
    }
  });

  it("gives each element every key its built code names, with the runtime's", () => {
    const groupOf = new Map(manifest.messages.files.en!.flatMap((file, group) => Object.keys(wordsOf(file)).map((key) => [key, group] as const)));
    const missing: string[] = [];
    const check = (who: string, files: string[], groups: number[]) => {
      for (const file of files) {
        for (const key of keysIn(readFileSync(`dist/${file}`, 'utf8'), keys)) if (!groups.includes(groupOf.get(key) ?? -1)) missing.push(`${who}: ${key} (${file})`);
      }
    };
    check('the runtime', Object.keys(manifest.chunks).filter((file) => runtimeChunk.test(file)), manifest.messages.runtime);
    for (const [tag, files] of Object.entries(manifest.preload)) {
      check(tag, files.filter((file) => !runtimeChunk.test(file)), [...manifest.messages.runtime, ...manifest.messages.elements[tag]!]);
    }
    assert.deepEqual(missing, []);
  });

  it('sends a pasted price a small part of the words', () => {
    const groups = new Set([...manifest.messages.runtime, ...manifest.messages.elements['shop-product-price']!]);
    const size = [...groups].reduce((sum, group) => sum + readFileSync(`dist/${manifest.messages.files.en![group]}`).length, 0);
    const whole = readFileSync('locales/en.json').length;
    assert.ok(size < whole / 5, `${size} bytes of ${whole}`);
  });
});
