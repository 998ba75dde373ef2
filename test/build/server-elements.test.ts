// One render for every element: the server renderer draws each tag of the registry, and each
// has its server-render-then-hydrate test (docs/server-rendering.md).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { widgets } from '../../widgets/registry.ts';
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
});
