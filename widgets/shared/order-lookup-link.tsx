/**
 * The guest's way back to an order after leaving the page: a link to the order lookup page
 * (/order/lookup under the language prefix), prefilled with the order's number and contact
 * e-mail, so <shop-order-lookup> shows it at once. Only a guest order carries that e-mail; a
 * customer finds the order in the account area, so nothing is drawn for one.
 */
import { useStore } from '@nanostores/react';
import type { Order } from '../../runtime/api/types';
import { withLanguage } from '../../runtime/routes';
import { $languagePrefix } from '../../runtime/session';
import { shopHref } from '../../runtime/shop-address';
import { useT } from './use-t';

export function orderLookupHref(order: Pick<Order, 'number' | 'email'>, prefix: string): string {
  const query = new URLSearchParams({ number: order.number, email: order.email ?? '' });
  return `${withLanguage('/order/lookup', prefix.replace(/^\//, '') as Parameters<typeof withLanguage>[1])}?${query}`;
}

export function OrderLookupLink({ order }: { order: Pick<Order, 'number' | 'email'> }) {
  const { t } = useT();
  const prefix = useStore($languagePrefix);
  if (!order.email) return null;
  return (
    <p className="lookup-link">
      <a part="lookup-link" className="link" href={shopHref(orderLookupHref(order, prefix))}>
        {t('orderLookup.link')}
      </a>
    </p>
  );
}
