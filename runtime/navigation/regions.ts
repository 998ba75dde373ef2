/** The host page's shell regions (DESIGN.md): navigation only ever replaces the outlet's content. */
export interface Regions {
  header: HTMLElement | null;
  outlet: HTMLElement | null;
  footer: HTMLElement | null;
}

export function regions(doc: Document = document): Regions {
  return {
    header: doc.querySelector<HTMLElement>('[data-shop-header]'),
    outlet: doc.querySelector<HTMLElement>('[data-shop-outlet]'),
    footer: doc.querySelector<HTMLElement>('[data-shop-footer]'),
  };
}
