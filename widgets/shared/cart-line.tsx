/**
 * One cart line, for the cart page and the cart drawer: picture, name (a link to the product),
 * options, quantity stepper, line total, remove. Every control is named with the product so a
 * screen reader user knows which line it acts on.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { analytics } from '../../runtime/analytics';
import type { CartLine as Line } from '../../runtime/api/types';
import { removeLines, selectLines, setQuantity } from '../../runtime/cart-lines';
import { $languagePrefix } from '../../runtime/session';
import { shopHref } from '../../runtime/shop-address';
import { LazyImage } from './lazy-image';
import { contentHref } from './links';
import { optionText } from './option-text';
import { token } from './styles';
import { useMoney } from './use-money';
import { useT } from './use-t';

export function CartLine({ line, pending, selectable }: { line: Line; pending: boolean; selectable: boolean }) {
  const { t } = useT();
  const money = useMoney();
  const prefix = useStore($languagePrefix);
  const name = line.product.name;
  const max = Math.max(line.stock, 1);
  const options = optionText(line.options);
  const noteId = useId();
  // The shopper asked for more than there is (typed 99 where 17 are left): the field takes the
  // stock and says why, at the field. Gone with the next change the stock allows.
  const [overAsked, setOverAsked] = useState(false);
  const short = line.stock < line.quantity || (overAsked && line.quantity >= line.stock);
  const change = (quantity: number) => {
    setOverAsked(line.stock > 0 && quantity > line.stock);
    setQuantity(line.sku, quantity);
  };
  // Where focus goes when this line leaves after its own Remove: the line that takes its place
  // (its Remove), else the one before, else the empty cart's way on; never the page's body.
  const then = useRef<(() => HTMLElement | null | undefined) | null>(null);
  useEffect(
    () => () => {
      const target = then.current?.();
      target?.focus();
    },
    [],
  );
  const remove = (event: MouseEvent<HTMLButtonElement>) => {
    const item = event.currentTarget.closest('li');
    const root = event.currentTarget.getRootNode() as ShadowRoot | Document;
    const neighbour = (item?.nextElementSibling ?? item?.previousElementSibling) as HTMLElement | null | undefined;
    then.current = () => {
      if (root.activeElement && root.activeElement !== document.body) return null; // the shopper moved on
      return neighbour?.isConnected ? neighbour.querySelector<HTMLElement>('.remove') : root.querySelector<HTMLElement>('shop-empty a[href], shop-empty button');
    };
    void removeLines([line.sku]).then((removed) => {
      if (removed) analytics('remove_from_cart', { items: [line] });
      else then.current = null; // the line stays, and so does focus
    });
  };

  return (
    <li part="line" className={`line${selectable ? ' selectable' : ''}${pending ? ' pending' : ''}`} aria-busy={pending || undefined}>
      {selectable && (
        <input type="checkbox" className="select" checked={line.selected} aria-label={t('cart.selectLine', name)} onChange={(event) => void selectLines([line.sku], event.currentTarget.checked)} />
      )}
      <LazyImage src={line.product.image} alt="" className="thumb" />
      <div className="info">
        <a className="name" href={shopHref(contentHref('productRule', line.product.slug, prefix))}>
          {name}
        </a>
        {options && <span className="options">{options}</span>}
        <span className="unit">{money(line.price)}</span>
      </div>
      <div className="amount">
        <div className="stepper" role="group" aria-label={t('cart.quantityOf', name)}>
          <button type="button" className="step" aria-label={t('cart.decrease', name)} disabled={line.quantity <= 1} onClick={() => change(line.quantity - 1)}>
            −
          </button>
          <input
            type="number"
            className="quantity"
            inputMode="numeric"
            min={1}
            max={max}
            value={line.quantity}
            aria-label={t('cart.quantityOf', name)}
            aria-describedby={short ? noteId : undefined}
            onChange={(event) => {
              const value = Number(event.currentTarget.value);
              if (Number.isInteger(value) && value >= 1) change(value);
            }}
          />
          <button type="button" className="step" aria-label={t('cart.increase', name)} disabled={line.quantity >= max} onClick={() => change(line.quantity + 1)}>
            +
          </button>
        </div>
        {/* Always there (empty until needed), so its words are announced when they come. */}
        <span id={noteId} className="warning" role="status">
          {short ? t('cart.onlyLeft', line.stock) : ''}
        </span>
      </div>
      <span className="total">{money(line.price * line.quantity)}</span>
      <button type="button" className="remove" aria-label={t('cart.remove', name)} onClick={remove}>
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3 4.5h10M6.5 4.5V3h3v1.5M5 4.5l.6 8.5h4.8l.6-8.5" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
        </svg>
      </button>
    </li>
  );
}

export const cartLineStyles = `
  .lines { display: grid; gap: .75em; margin: 0; padding: 0; list-style: none; }
  .line {
    display: grid; grid-template-columns: 4.5em 1fr auto; grid-template-areas: "thumb info remove" "thumb stepper total";
    gap: .5em .75em; align-items: center; padding-bottom: .75em; border-bottom: 1px solid ${token('borderColor')};
  }
  .line.selectable { grid-template-columns: auto 4.5em 1fr auto; grid-template-areas: "select thumb info remove" "select thumb stepper total"; }
  /* On a narrow list (a phone's, up to 384 px) the stepper moves under the picture: beside it, with
     the select box and a four-digit total ("$1,188.00"), the line was wider than the list (a 390 px
     phone: 3 px past its edge; a 320 px one: the page scrolled sideways). */
  .lines { container-type: inline-size; }
  @container (max-width: 24em) {
    .line { grid-template-areas: "thumb info remove" "stepper stepper total"; }
    .line.selectable { grid-template-areas: "select thumb info remove" "select stepper stepper total"; }
  }
  .line.pending { opacity: .7; }
  /* At least 24 x 24 px (WCAG 2.5.8), whatever the font size. */
  .select { grid-area: select; width: max(24px, 1.5em); height: max(24px, 1.5em); margin: 0; accent-color: ${token('primaryColor')}; }
  .thumb { grid-area: thumb; width: 4.5em; height: 4.5em; border-radius: calc(${token('borderRadius')} / 2); overflow: hidden; }
  .info { grid-area: info; display: grid; gap: .125em; min-width: 0; }
  .name { color: inherit; font-weight: 600; text-decoration: none; }
  .name:hover { text-decoration: underline; }
  .options, .unit { font-size: .875em; color: ${token('descColor')}; }
  .warning { font-size: .875em; color: ${token('warningColor')}; }
  /* The stepper with its note under it; the note, empty, takes no room (and stays in the
     accessibility tree, so its words are announced when they come). */
  .amount { grid-area: stepper; display: grid; justify-items: start; }
  .amount .warning:not(:empty) { margin-top: .25em; }
  .stepper { display: inline-flex; align-items: center; border: 1px solid ${token('borderColor')}; border-radius: ${token('borderRadius')}; justify-self: start; }
  .step { width: 2.5em; height: 2.5em; border: 0; background: transparent; color: inherit; font: inherit; font-size: 1.125em; cursor: pointer; }
  .step:disabled { opacity: .4; cursor: not-allowed; }
  .quantity { width: 3em; height: 2.5em; border: 0; text-align: center; font: inherit; background: transparent; color: inherit; -moz-appearance: textfield; }
  .quantity::-webkit-inner-spin-button, .quantity::-webkit-outer-spin-button { -webkit-appearance: none; margin: 0; }
  /* Scoped to the line: the totals list of the hosting element has its own .total. */
  .line > .total { grid-area: total; font-weight: 600; justify-self: end; }
  .remove { grid-area: remove; justify-self: end; width: 2.5em; height: 2.5em; border: 0; border-radius: 50%; background: transparent; color: ${token('descColor')}; cursor: pointer; }
  .remove svg { width: 1.1em; height: 1.1em; }
  .remove:hover { color: ${token('errorColor')}; }
`;
