// README's "Embedding it in a page" example is what a shop owner pastes into a page of their own:
// it must say its encoding first (without it "…" shows as "â€¦" on a plainly served file) and be
// fit for a phone.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { it } from 'node:test';

it("README's page example declares utf-8 first in its head, and a phone's viewport", () => {
  const readme = readFileSync('README.md', 'utf8');
  const section = readme.slice(readme.indexOf('## Embedding it in a page'));
  const example = /```html\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  assert.match(example, /^<!doctype html>/i);
  const head = /<head>\s*([\s\S]*?)<\/head>/.exec(example)?.[1] ?? '';
  assert.match(head, /^<meta charset="utf-8">/, 'the charset is the first thing in the head');
  assert.match(head, /<meta name="viewport" content="width=device-width, initial-scale=1">/);
});
