/**
 * @summary The account centre: the unpaid orders reminder ('You have {0} unpaid orders') with a
 * link to the orders list filtered to unpaid ones, credits, spending, the number of orders in
 * each status (each a link to that list), and the last sign-in. Refreshes by itself when an
 * order's payment or status changes (socket `payment/confirmed`, `order/status`). With the count
 * favorite/count answers, the summary also says how many products and articles the shopper saved
 * (a link to the favourites); a count that could not be read is left out, the rest still shows.
 * A guest sees a sign-in prompt.
 *
 * Links go under the shop's user prefix (`config.userPath`): `order?status=in_progress&pay=unpaid` (the orders the reminder counts: unpaid and still open) and
 * `order?status=<status>`, the parameters shop-user-order reads and writes.
 *
 * @data {user, counts} - What the screen fetches on mount, not fetched again: `user` as
 *   user/info answers, `counts` the `total` order/list answers for each status
 *   (`{in_progress, completed, cancelled, pending_cancellation}`), `favorites` as favorite/count
 *   answers (optional: without it no count is shown). Drawn by the server for a
 *   page asked for with a session; without data the server draws the guest's sign-in prompt.
 *
 * @csspart base - The screen.
 * @csspart reminder - The unpaid orders line.
 * @csspart pay - The link to pay.
 * @csspart stats - The credits, spending, orders, last sign-in and favourites list.
 * @csspart favorites - The favourites count's link.
 * @csspart statuses - The orders-by-status list.
 * @csspart loading - The loading line.
 * @csspart problem - A failed load, with its retry button.
 * @csspart signin - The guest's prompt.
 *
 * @cssproperty --shop-primary-color - Links and buttons.
 * @cssproperty --shop-warning-color - The unpaid reminder's mark.
 * @cssproperty --shop-border-color - The cards' borders.
 */
import { useEffect } from 'react';
import { favoriteCount } from '../../runtime/api/favorite';
import type { FavoriteCount, OrderStatus, UserInfo } from '../../runtime/api/types';
import { orderCountsByStatus, ORDER_STATUSES, userInfo } from '../../runtime/api/user';
import { $userInfo } from '../../runtime/session';
import { shopHref } from '../../runtime/shop-address';
import { onSocketMessage } from '../../runtime/socket';
import { userHref } from '../../runtime/user-area';
import type { PropsOf } from '../shared/props';
import { useElementData } from '../shared/render-context';
import { SignInPrompt } from '../shared/signin-prompt';
import { useListing } from '../shared/use-listing';
import { useRecordedMoney } from '../shared/use-money';
import { useT } from '../shared/use-t';
import { LoadProblem, Loading, useDateTime, useSignedIn } from '../user/parts';

export const userCenterProps = {};

export type UserCenterProps = PropsOf<typeof userCenterProps>;

/** What the centre shows: the user, the number of orders in each status and of favourites. */
export interface CentreData {
  user: UserInfo;
  counts: Record<OrderStatus, number>;
  /** Left out when it could not be read: the centre is still worth showing without it. */
  favorites?: FavoriteCount;
}

async function loadCentre(signal: AbortSignal): Promise<CentreData> {
  const [user, counts, favorites] = await Promise.all([userInfo({ signal }), orderCountsByStatus({ signal }), favoriteCount({ signal, quiet: true }).catch(() => undefined)]);
  $userInfo.set(user);
  return favorites ? { user, counts, favorites } : { user, counts };
}

export function UserCenter(_props: UserCenterProps) {
  const signedIn = useSignedIn();
  return signedIn ? <Centre /> : <SignInPrompt button />;
}

function Centre() {
  const { t, locale } = useT();
  const money = useRecordedMoney();
  const dateTime = useDateTime();
  const { state, retry } = useListing('centre', loadCentre, useElementData<CentreData>());

  useEffect(() => {
    const offs = [onSocketMessage('order/status', retry), onSocketMessage('payment/confirmed', retry)];
    return () => offs.forEach((off) => off());
  }, [retry]);

  if (!state.data) {
    if (state.status === 'error') return <LoadProblem message={t('user.loadFailed', state.message)} onRetry={retry} />;
    return <Loading />;
  }
  const { user, counts, favorites } = state.data;
  const whole = new Intl.NumberFormat(locale);
  const unpaid = user.unpaidOrderCount;

  return (
    <div part="base" className="screen">
      {state.status === 'error' && <LoadProblem message={t('user.loadFailed', state.message)} onRetry={retry} />}
      <p part="reminder" className={unpaid > 0 ? 'reminder due' : 'reminder'}>
        {unpaid > 0 ? (
          <>
            <span>{t(new Intl.PluralRules(locale).select(unpaid) === 'one' ? 'userCenter.unpaidOne' : 'order.unpaidReminder', whole.format(unpaid))}</span>
            <a part="pay" className="button" href={shopHref(userHref('order', { status: 'in_progress', pay: 'unpaid' }))}>
              {t('userCenter.pay')}
            </a>
          </>
        ) : (
          <span>{t('userCenter.noUnpaid')}</span>
        )}
      </p>
      <section className="card" aria-labelledby="summary">
        <h2 id="summary" className="heading">
          {t('userCenter.summary')}
        </h2>
        <dl part="stats" className="stats">
          <div className="stat">
            <dt>{t('userCenter.credits')}</dt>
            <dd>{whole.format(user.credits)}</dd>
          </div>
          <div className="stat">
            <dt>{t('userCenter.spending')}</dt>
            <dd>{money(user.spendingAmount)}</dd>
          </div>
          <div className="stat">
            <dt>{t('userCenter.orders')}</dt>
            <dd>{whole.format(user.orderCount)}</dd>
          </div>
          <div className="stat">
            <dt>{t('userCenter.lastLogin')}</dt>
            <dd>{user.lastLogin ? <time dateTime={user.lastLogin}>{dateTime(user.lastLogin)}</time> : t('userCenter.never')}</dd>
          </div>
          {favorites && (
            <div className="stat">
              <dt id="favorites">{t('userCenter.favorites')}</dt>
              <dd>
                <a part="favorites" className="link" href={shopHref(userHref('favorite'))} aria-describedby="favorites">
                  {whole.format(favorites.total)}
                </a>
              </dd>
            </div>
          )}
        </dl>
      </section>
      <section className="card" aria-labelledby="by-status">
        <h2 id="by-status" className="heading">
          {t('userCenter.byStatus')}
        </h2>
        <ul part="statuses" className="statuses">
          {ORDER_STATUSES.map((status) => (
            <li key={status}>
              <a className="status-link" href={shopHref(userHref('order', { status }))}>
                <span className="count">{whole.format(counts[status])}</span>
                <span>{t(`order.status.${status}`)}</span>
              </a>
            </li>
          ))}
        </ul>
        <p className="muted">
          <a className="link" href={shopHref(userHref('order'))}>
            {t('userCenter.allOrders')}
          </a>
        </p>
      </section>
    </div>
  );
}
