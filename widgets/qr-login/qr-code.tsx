/**
 * A QR code as React SVG: the module matrix comes from `uqr` and is drawn as one path.
 *
 * Why uqr (0.1.2, pinned): it hands out the matrix itself (`encode()` -> `data: boolean[][]`),
 * so React draws the code (no innerHTML, no hand-built data: URL); it is ESM with no
 * dependencies and `sideEffects: false`, so only `encode` reaches the bundle; it is kept by
 * unjs (Anthony Fu) and installs cleanly on Node 20 (0.1.3 only adds an `engines: node >= 22`
 * for its own tooling). qrcode-generator also works but is one CommonJS/UMD object that cannot
 * be tree-shaken.
 */
import { useMemo } from 'react';
import { encode } from 'uqr';

/** The light margin around the code, in modules (the QR standard asks for 4). */
export const QUIET_ZONE = 4;

/** The matrix for `text`: error correction M (15%), enough for a screen with glare. */
export const qrMatrix = (text: string) => encode(text, { ecc: 'M', border: 0 });

/** One path for every dark module: a rectangle per run of dark modules in a row. */
export function qrPath(data: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  data.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      const start = x;
      while (x + 1 < row.length && row[x + 1]) x++;
      parts.push(`M${start} ${y}h${x - start + 1}v1h-${x - start + 1}z`);
    }
  });
  return parts.join('');
}

export function QrCode({ text, label, part }: { text: string; label: string; part?: string }) {
  const { size, data } = useMemo(() => qrMatrix(text), [text]);
  const side = size + 2 * QUIET_ZONE;
  return (
    <svg part={part} className="qr-code" role="img" aria-label={label} viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`} shapeRendering="crispEdges" data-modules={size}>
      <rect className="qr-light" x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} />
      <path className="qr-dark" d={qrPath(data)} />
    </svg>
  );
}
