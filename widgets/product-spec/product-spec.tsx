/**
 * @summary The option picker of a product (colour, size, ...): one radio group per option.
 * Values that are sold out or do not exist with the other choices are marked, and picking one
 * still leads to the nearest variant. The page address follows the variant
 * (product/{slug}/{sku}) without a reload. That the picked variant is sold out is said once,
 * by the product's <shop-product-buttons> (which disables its controls), not here as well.
 *
 * @attr {json} product - Required. `{"slug", "options": [{"key", "name", "values": [{"value",
 *   "label"}]}], "skus": [{"code", "options": {key: value}, "price", "linePrice", "stock",
 *   "image"}], "selected": "<sku code>"}`; prices in cents, as the API gives them.
 * @attr {boolean} no-url - Leaves the page address alone (for quick views and lists).
 * @attr {string} variant-href - The address of a variant's page, with `{sku}` for its code
 *   (`/product/linen-shirt/{sku}`). When given, a page without JavaScript (a server render never
 *   hydrated) shows each value as a link to the variant picking it leads to, instead of a radio.
 *
 * @slot - Server-rendered fallback (e.g. links to each variant), shown until the element is defined.
 *
 * @csspart base - The wrapper.
 * @csspart option - One option's group.
 * @csspart legend - An option's name and chosen value.
 * @csspart value - A value's chip.
 * @csspart error - The error state shown for a bad attribute.
 *
 * @cssproperty --shop-primary-color - Border of the chosen value.
 * @cssproperty --shop-border-color - Border of the other values.
 * @cssproperty --shop-desc-color - Colour of sold-out and unavailable values.
 *
 * @event shop:variant-change - The shopper picked another variant; detail `{slug, sku}` with the
 *   whole SKU (code, options, price, linePrice, stock, image).
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useEffect, useId, useState } from 'react';
import type { ProductSpecProp } from '../../runtime/api/types';
import { emit } from '../shared/emit';
import { useHost } from '../shared/host';
import { $productSelection } from '../shared/product-selection';
import { boolean, json, string, type PropsOf } from '../shared/props';
import { useT } from '../shared/use-t';
import { checkSpec, pick, valueState, variantPath } from './variants';

export const productSpecProps = {
  product: json<ProductSpecProp>(checkSpec, { required: true }),
  noUrl: boolean(),
  variantHref: string({ check: (value) => (value.includes('{sku}') ? undefined : `must contain "{sku}", not "${value}".`) }),
};

export type ProductSpecProps = PropsOf<typeof productSpecProps>;

export function ProductSpec({ product, noUrl, variantHref }: ProductSpecProps) {
  const { t } = useT();
  const host = useHost();
  const id = useId();
  const initial = product.skus.find((sku) => sku.code === product.selected) ?? product.skus.find((sku) => sku.stock > 0) ?? product.skus[0]!;
  const [code, setCode] = useState(initial.code);
  // A new `product` from the page resets the choice. Done while rendering, not in an effect, so it
  // can never land after (and undo) a pick the shopper made right after the element appeared.
  const [given, setGiven] = useState(initial.code);
  if (given !== initial.code) {
    setGiven(initial.code);
    setCode(initial.code);
  }
  const sku = product.skus.find((s) => s.code === code) ?? initial;

  // Publish the shown variant so price, stock and buttons elsewhere on the page follow it.
  useEffect(() => $productSelection.setKey(product.slug, sku), [product.slug, sku]);

  const choose = (key: string, value: string) => {
    const next = pick(product.skus, sku.options, key, value);
    if (!next || next.code === sku.code) return;
    setCode(next.code);
    if (!noUrl) {
      const path = variantPath(location.pathname, product.slug, next.code);
      // replaceState: picking options is not a navigation the back button should replay.
      if (path) history.replaceState(history.state, '', path + location.search + location.hash);
    }
    emit(host, 'shop:variant-change', { slug: product.slug, sku: next });
  };

  return (
    <div part="base" className="spec">
      {product.options.map((option) => {
        const chosen = option.values.find((v) => v.value === sku.options[option.key]);
        return (
          <fieldset part="option" key={option.key} className="option">
            <legend part="legend">
              {option.name}
              {chosen && <span className="chosen">{t('spec.chosen', chosen.label)}</span>}
            </legend>
            <div className="values">
              {option.values.map((value) => {
                const state = valueState(product.skus, sku.options, option.key, value.value);
                const inputId = `${id}-${option.key}-${value.value}`;
                const current = sku.options[option.key] === value.value;
                const target = variantHref && (pick(product.skus, sku.options, option.key, value.value) ?? sku);
                return (
                  <label part="value" key={value.value} htmlFor={inputId} className={`value ${state}`}>
                    <input
                      id={inputId}
                      type="radio"
                      name={`${id}-${option.key}`}
                      value={value.value}
                      checked={current}
                      onChange={() => choose(option.key, value.value)}
                    />
                    <span className="chip">
                      {value.label}
                      {state !== 'available' && <span className="visually-hidden">{` (${t(state === 'soldout' ? 'spec.soldOut' : 'spec.unavailable')})`}</span>}
                    </span>
                    {target && (
                      // Without JavaScript the radio is hidden and this link, over the chip, picks the variant.
                      <a className="link no-script" href={variantHref!.replace('{sku}', encodeURIComponent(target.code))} aria-current={current ? 'page' : undefined}>
                        {value.label}
                        {state !== 'available' && ` (${t(state === 'soldout' ? 'spec.soldOut' : 'spec.unavailable')})`}
                      </a>
                    )}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
