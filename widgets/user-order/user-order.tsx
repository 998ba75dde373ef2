/**
 * @summary The signed-in shopper's orders: filters by order status and by pay status (two radio
 * groups; the address follows `?status=&pay=&page=`, each change a history entry so Back
 * returns to the previous list), pages, and a card per order with its number, date, status and
 * pay status in words, the lines' pictures, the total, a link to its detail and the quick
 * action its state allows (pay). Status and payment changes arrive live over the socket and
 * refresh that order's card. A signed-out shopper sees a sign-in link.
 *
 * @data {list, total, page, pageSize} - The page of orders the address's query asks for
 *   (`?status=&pay=&page=`), as order/list answers it for the signed-in shopper: the server
 *   draws the list (filters, cards, page links) for a page asked for with a session, and the
 *   browser does not fetch it again; without data the server draws the guest's sign-in prompt.
 *
 * @slot - Server-rendered fallback, shown until the element is defined.
 *
 * @csspart filters - The two filter groups.
 * @csspart filter - One filter group (fieldset).
 * @csspart list - The list of orders.
 * @csspart order - One order's card.
 * @csspart status - The order status badge.
 * @csspart pay-status - The pay status badge.
 * @csspart thumbs - The lines' pictures.
 * @csspart pagination - The page links.
 * @csspart signin - The sign-in prompt for a signed-out shopper.
 * @csspart error-message - A list that could not load, with its retry button.
 * @csspart live - The announcement of a live change.
 *
 * @cssproperty --shop-primary-color - Links, the chosen filter and buttons.
 * @cssproperty --shop-border-color - Card borders.
 * @cssproperty --shop-success-color - Completed and paid badges.
 * @cssproperty --shop-warning-color - Unpaid and pending cancellation badges.
 *
 * @event shop:order-filter - The shopper changed a filter or page; detail `{status?, pay?, page}`.
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useEffect, useId, useState } from 'react';
import { orderDetail } from '../../runtime/api/orders';
import type { Order, Paged } from '../../runtime/api/types';
import { loadOrderPage, orderActions, orderHref, orderQueryKey, ORDER_STATUSES, orderQuerySearch, PAY_STATUSES, pushOrderQuery, readOrderQuery, watchOrders, type OrderQuery } from '../../runtime/orders';
import { shopHref } from '../../runtime/shop-address';
import '../empty/define';
import '../loading/define';
import { emit } from '../shared/emit';
import { useHost } from '../shared/host';
import { LazyImage } from '../shared/lazy-image';
import { ListingProblem } from '../shared/listing-problem';
import { Pager } from '../shared/pager';
import type { PropsOf } from '../shared/props';
import { useElementData, usePageSearch } from '../shared/render-context';
import { SignInPrompt } from '../shared/signin-prompt';
import { orderStatusKey, payStatusKey } from '../shared/status-words';
import { useListing } from '../shared/use-listing';
import { useRecordedMoney } from '../shared/use-money';
import { useT } from '../shared/use-t';
import { usePagePath } from '../shared/url-state';
import { useDateTime, useSignedIn } from '../user/parts';

export const userOrderProps = {};

export type UserOrderProps = PropsOf<typeof userOrderProps>;

/** How many pictures a card shows before "+N". */
const THUMBS = 4;

export function UserOrder() {
  const signedIn = useSignedIn();
  const { t } = useT();
  return signedIn ? <OrderList /> : <SignInPrompt text={t('orders.signIn')} link={t('orders.signInLink')} />;
}

function OrderList() {
  const { t, locale } = useT();
  const host = useHost();
  const money = useRecordedMoney();
  const id = useId();
  const path = usePagePath();
  const search = usePageSearch();
  const dateTime = useDateTime();
  // The address's query: the server's request on the server, the window's in the browser.
  const [query, setQuery] = useState<OrderQuery>(() => readOrderQuery(search));
  const { state, retry } = useListing(orderQueryKey(query), (signal) => loadOrderPage(query, { signal, quiet: true }), useElementData<Paged<Order>>());
  const [fresh, setFresh] = useState<Record<string, Order>>({});
  const [live, setLive] = useState('');
  const page = state.data;

  // Back and Forward move between filters: the address is the list's state.
  useEffect(() => {
    const onPop = () => setQuery(readOrderQuery());
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => setFresh({}), [page]);

  // A change pushed by the server refreshes that order's card (if it is on this page).
  useEffect(
    () =>
      watchOrders((number) => {
        if (!page?.list.some((o) => o.number === number)) return;
        orderDetail(number, { quiet: true }).then(
          (order) => {
            setFresh((previous) => ({ ...previous, [number]: order }));
            setLive(t('orders.changed', number, t(orderStatusKey(order.status)), t(payStatusKey(order.payStatus))));
          },
          () => undefined, // the card keeps what it showed; the next load brings the truth
        );
      }),
    [page, t],
  );

  const change = (next: OrderQuery) => {
    setQuery(next);
    pushOrderQuery(next);
    emit(host, 'shop:order-filter', next);
  };

  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;

  const filter = (name: 'status' | 'pay', legend: string, values: readonly string[], word: (value: string) => string) => (
    <fieldset part="filter" className="filter">
      <legend className="legend">{legend}</legend>
      {['', ...values].map((value) => (
        <label key={value || 'all'} className="chip">
          <input
            type="radio"
            name={`${id}-${name}`}
            value={value}
            checked={(query[name] ?? '') === value}
            onChange={() => change({ ...query, [name]: value || undefined, page: 1 })}
          />
          <span>{value ? word(value) : t('orders.all')}</span>
        </label>
      ))}
    </fieldset>
  );

  return (
    <section className="orders" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="title">
        {t('orders.title')}
      </h2>
      <div part="filters" className="filters">
        {filter('status', t('order.status'), ORDER_STATUSES, (v) => t(orderStatusKey(v as Order['status'])))}
        {filter('pay', t('order.payStatus'), PAY_STATUSES, (v) => t(payStatusKey(v as Order['payStatus'])))}
      </div>
      <p part="live" className="visually-hidden" role="status">
        {live}
      </p>
      {state.status === 'error' && <ListingProblem message={state.message} onRetry={retry} />}
      {state.status === 'loading' && !page && <shop-loading label={t('orders.loading')} show-label />}
      {page && page.list.length === 0 && state.status === 'done' && <shop-empty kind="records" />}
      {page && page.list.length > 0 && (
        <ul part="list" className="list" aria-busy={state.status === 'loading' || undefined}>
          {page.list.map((listed) => {
            const order = fresh[listed.number] ?? listed;
            const actions = orderActions(order);
            const href = orderHref(order.number);
            const titleId = `${id}-${order.number}`;
            const count = order.products.reduce((n, p) => n + p.quantity, 0);
            return (
              <li key={order.number} part="order" className="card">
                <article aria-labelledby={titleId}>
                  <header className="card-head">
                    <h3 id={titleId} className="number">
                      <a className="link" href={shopHref(href)}>
                        {t('orderDetail.title', order.number)}
                      </a>
                    </h3>
                    <span className="badges">
                      <span part="status" className={`badge ${order.status}`}>
                        {t(orderStatusKey(order.status))}
                      </span>
                      <span part="pay-status" className={`badge ${order.payStatus}`}>
                        {t(payStatusKey(order.payStatus))}
                      </span>
                    </span>
                  </header>
                  <p className="date">{t('orders.placedOn', dateTime(order.createdAt))}</p>
                  <ul part="thumbs" className="thumbs" aria-label={t('orders.lines', order.number)}>
                    {order.products.slice(0, THUMBS).map((line) => {
                      const image = line.image;
                      return (
                        <li key={line.sku} className="thumb">
                          {image ? <LazyImage src={image} alt={line.name} /> : <span className="no-image">{line.name}</span>}
                        </li>
                      );
                    })}
                    {order.products.length > THUMBS && (
                      <li className="more" aria-hidden="true">
                        {t('orders.morePictures', order.products.length - THUMBS)}
                      </li>
                    )}
                  </ul>
                  <p className="sum">
                    <span>{t('orders.itemCount', new Intl.NumberFormat(locale).format(count))}</span>
                    <strong>{t('orders.total', money(order.paymentAmount))}</strong>
                  </p>
                  <div className="actions">
                    {actions.pay && (
                      <a className="button" href={shopHref(`${href}#pay`)} aria-describedby={titleId}>
                        {t('orders.payNow')}
                      </a>
                    )}
                    <a className="button secondary" href={shopHref(href)} aria-describedby={titleId}>
                      {t('orders.view')}
                    </a>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      {page && (
        <Pager
          page={query.page}
          pages={pages}
          hrefFor={(n) => `${path}${orderQuerySearch({ ...query, page: n }, search)}`}
          onPage={(n) => change({ ...query, page: n })}
        />
      )}
    </section>
  );
}
