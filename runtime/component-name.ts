/**
 * Wherever a component is named (createComponent, data-component), `product-price`,
 * `shop-product-price`, `ProductPrice` and `productPrice` all mean <shop-product-price>.
 */
export function tagFor(name: string): string {
  const kebab = name
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
  return kebab.startsWith('shop-') ? kebab : `shop-${kebab}`;
}

/** camelCase prop name to its kebab-case attribute (linePrice -> line-price). */
export function attributeFor(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/**
 * Writes props as attributes. Attributes (not properties) because the element is usually
 * not defined yet: a property set before the upgrade would hide the element's accessor.
 * Objects and arrays become JSON; `true` a bare attribute; `false`, null and undefined none.
 */
export function setProps(el: Element, props: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(props)) {
    const name = attributeFor(key);
    if (value === undefined || value === null || value === false) el.removeAttribute(name);
    else if (value === true) el.setAttribute(name, '');
    else el.setAttribute(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
}
