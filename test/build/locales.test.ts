import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

const read = (code: string) => JSON.parse(readFileSync(`locales/${code}.json`, 'utf8')) as Record<string, string>;
const en = read('en');
const specPath = '../shared/spec/storefront.md';
const spec = existsSync(specPath) ? readFileSync(specPath, 'utf8') : '';

describe('locales', () => {
  for (const code of ['zh', 'zh-HK']) {
    it(`${code} has exactly the keys of en`, () => {
      assert.deepEqual(Object.keys(read(code)).sort(), Object.keys(en).sort());
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
