// One render for every element: the server renderer draws each tag of the registry, and each
// has its server-render-then-hydrate test (docs/server-rendering.md).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { widgets } from '../../widgets/registry.ts';
import { createHash } from 'node:crypto';
import { renderElement, styleHashes } from '../../runtime/server/render.tsx';
import { serverRenderedTags } from '../../widgets/server-elements.ts';

describe('the server renderer', () => {
  it('draws every element of the registry, and no tag that is not one', () => {
    assert.deepEqual([...serverRenderedTags].sort(), Object.keys(widgets).sort());
  });

  it('has a hydration test for each element it draws (rendered by tag, or in a page of html)', () => {
    const folder = new URL('../widgets/hydration/', import.meta.url);
    const tests = readdirSync(folder).filter((name) => name.endsWith('.test.ts')).map((name) => readFileSync(new URL(name, folder), 'utf8'));
    const tested = (tag: string) => tests.some((text) => new RegExp(`(?:renderThenHydrate(?:<[^>]+>)?\\('${tag}'|<${tag}[\\s>])`).test(text));
    assert.deepEqual(serverRenderedTags.filter((tag) => !tested(tag)), []);
  });

  it("writes no style whose text looks like markup (the in-page navigation's sanitiser drops such a style as an mXSS attempt, and the element loses that sheet)", () => {
    const markupLike = serverRenderedTags.flatMap((tag) =>
      [...renderElement(tag).matchAll(/<style>([\s\S]*?)<\/style>/g)].filter(([, text]) => /<[/\w!]/.test(text!)).map(([, text]) => `${tag}: ${/<[/\w!][^\n]{0,40}/.exec(text!)![0]}`),
    );
    assert.deepEqual(markupLike, []);
  });

  it("writes the styles' queries at the theme's screens, and hashes those texts for the CSP", () => {
    const styles = (html: string) => [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, text]) => text!);
    const plain = styles(renderElement('shop-product-list', { products: '[]' }));
    const themed = styles(renderElement('shop-product-list', { products: '[]' }, { screens: { md: '1000px', lg: '1200px' } }));
    assert.ok(plain.some((text) => text.includes('@media (min-width: 768px)')));
    assert.ok(themed.some((text) => text.includes('@media (min-width: 1000px)') && text.includes('@media (min-width: 1200px)')));
    assert.ok(!themed.some((text) => text.includes('--shop-screen-')), 'no query is left unresolved');
    const hash = (css: string) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
    const hashes = styleHashes({ screens: { md: '1000px', lg: '1200px' } });
    assert.deepEqual(themed.filter((text) => !hashes.includes(hash(text))), []);
    assert.ok(!styleHashes().includes(hash(themed.find((text) => text.includes('1000px'))!)), 'the default screens hash other texts');
  });
});
