// Attributes a chunk's minified bytes to its sources via the source map (approximate: by mapped segments).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = JSON.parse(readFileSync(file + '.map', 'utf8'));
const { SourceMapConsumer } = (await import('source-map')).default;
const consumer = await new SourceMapConsumer(map);
const lines = code.split('\n');
const bySource = new Map();
let prev = null;
consumer.eachMapping((m) => {
  if (prev) {
    const line = lines[prev.generatedLine - 1];
    const end = m.generatedLine === prev.generatedLine ? m.generatedColumn : line.length;
    const text = line.slice(prev.generatedColumn, end);
    bySource.set(prev.source, (bySource.get(prev.source) ?? '') + text);
  }
  prev = m;
});
const total = gzipSync(code, { level: 9 }).length;
console.log('total gzip', total);
for (const [src, text] of [...bySource].sort((a, b) => b[1].length - a[1].length).slice(0, 25)) console.log(String(text.length).padStart(7), String(gzipSync(text, { level: 9 }).length).padStart(6), src);
