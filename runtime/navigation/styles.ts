/**
 * The shell's own styles (progress bar, skeleton, language hint, announcer): each part adds its
 * rules to the document when it first shows, as a constructable stylesheet (no style
 * attributes, so a strict CSP needs no 'unsafe-inline'), and the code for the parts a page
 * never shows is never downloaded.
 */
const adopted = new Set<string>();

export function adoptStyles(css: string): void {
  if (adopted.has(css)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  adopted.add(css);
}
