/** Image addresses for tests: small SVG data URLs that load (each one unique, so never cached yet) and addresses that fail. */
let n = 0;

export function picture(colour = 'tomato', width = 400, height = 400): string {
  n += 1;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><!--${n}-${Date.now()}--><rect width="100%" height="100%" fill="${colour}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** An address the test server answers with 404. */
export function missing(): string {
  n += 1;
  return `/__missing-image/${n}-${Date.now()}.png`;
}
