import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { LANGUAGE_PREFIXES } from '../../runtime/constants.ts';

const read = (code: string) => JSON.parse(readFileSync(`locales/${code}.json`, 'utf8')) as Record<string, string>;
const en = read('en');
const specPath = '../shared/spec/storefront.md';
const spec = existsSync(specPath) ? readFileSync(specPath, 'utf8') : '';

// Every language prefix the routes accept (spec section 2) has a catalogue.
const languages = ['zh', 'zh-TW', 'zh-HK', 'de', 'es', 'fr', 'id', 'it', 'ja', 'ko', 'pt', 'th', 'fil', 'vi'];

describe('locales', () => {
  it('has a catalogue for every language prefix of the routes, and no other', () => {
    const files = readdirSync('locales').filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length));
    assert.deepEqual(files.sort(), ['en', ...languages].sort());
    assert.deepEqual([...LANGUAGE_PREFIXES].sort(), ['en', ...languages].sort());
  });

  for (const code of languages) {
    it(`${code} has exactly the keys of en`, () => {
      assert.deepEqual(Object.keys(read(code)).sort(), Object.keys(en).sort());
    });

    it(`${code} has a text for every key, in its own words where en has words`, () => {
      const other = read(code);
      assert.deepEqual(Object.keys(en).filter((key) => typeof other[key] !== 'string' || !other[key]!.trim()), []);
      // A catalogue that is mostly English was not translated (a few words stay: Menu, Total, QR...).
      const same = Object.keys(en).filter((key) => other[key] === en[key] && /[a-z]{4}/i.test(en[key]!));
      assert.ok(same.length < 40, `${same.length} values are the English ones: ${same.slice(0, 10).join(', ')}`);
    });

    it(`${code} keeps every {n} placeholder of en`, () => {
      const other = read(code);
      for (const [key, text] of Object.entries(en)) {
        const holes = (s: string) => (s.match(/\{\d+\}/g) ?? []).sort();
        assert.deepEqual(holes(other[key]!), holes(text), key);
      }
    });
  }

  it('en has every message the spec quotes, word for word', { skip: !spec && 'no spec beside the project' }, () => {
    const quoted = [...spec.matchAll(/'([^'\n]{3,})'/g)].map((m) => m[1]!).filter((m) => m !== 'not shown');
    const values = new Set(Object.values(en));
    assert.deepEqual(quoted.filter((m) => !values.has(m)), []);
  });
});
