/**
 * The loader: dist/shop-elements.js, the only script a page includes, and a few hundred bytes.
 * It defines nothing by itself: it fetches the element table with the code that finds `shop-*`
 * tags (./element-start.ts: now and as the DOM changes, importing just their chunks when their
 * `loading` says so) side by side with the runtime, and starts the runtime once both are in.
 * Loading it twice (two script tags, two URLs) is harmless: the second copy does nothing.
 */
const booted = Symbol.for('shop-elements.loader');
const scope = globalThis as typeof globalThis & { [booted]?: true };

if (!scope[booted]) {
  scope[booted] = true;
  // Until the table is in, a press on a control an element's server render drew would act
  // natively (a form would post its empty self): held here, and made again once ./elements.ts
  // can hold it until the element is live. (Its PRESSABLE: the same controls.)
  const early: HTMLElement[] = [];
  const hold = (event: Event) => {
    const control = (event.composedPath()[0] as Element).closest?.<HTMLElement>('button, [role="button"], input[type="radio"], input[type="checkbox"]');
    if (!((control?.getRootNode() as ShadowRoot | undefined)?.host?.localName.startsWith('shop-') ?? false)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    early.push(control!);
  };
  document.addEventListener('click', hold, true);
  const ready = import('./element-start').then(({ startElements }) => {
    startElements();
    document.removeEventListener('click', hold, true);
    for (const control of early) if (control.isConnected) control.click();
  });
  void Promise.all([import('./index'), ready]).then(([runtime]) => runtime.boot());
}
