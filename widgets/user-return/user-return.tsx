/**
 * @summary The signed-in shopper's after-sales applications: each with its number (a link to its
 * page), order, type, status and audit status in words, refund amount and date. A return the
 * shop audits or completes updates live over the socket. A signed-out shopper sees a sign-in link.
 *
 * @data {list} - The shopper's applications, as return/list answers them: the server draws the
 *   list for a page asked for with a session, and the browser does not fetch it again; without
 *   data the server draws the guest's sign-in prompt.
 *
 * @slot - Server-rendered fallback, shown until the element is defined.
 *
 * @csspart list - The list of returns.
 * @csspart return - One return's card.
 * @csspart status - The return status badge.
 * @csspart audit - The audit status badge.
 * @csspart signin - The sign-in prompt for a signed-out shopper.
 * @csspart error-message - A list that could not load, with its retry button.
 * @csspart live - The announcement of a live change.
 *
 * @cssproperty --shop-primary-color - Links.
 * @cssproperty --shop-border-color - Card borders.
 *
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useEffect, useId, useState } from 'react';
import { listReturns, returnDetail } from '../../runtime/api/returns';
import type { ReturnOrder } from '../../runtime/api/types';
import { orderHref, returnHref } from '../../runtime/orders';
import { watchReturns } from '../../runtime/returns';
import { shopHref } from '../../runtime/shop-address';
import '../empty/define';
import '../loading/define';
import { ListingProblem } from '../shared/listing-problem';
import type { PropsOf } from '../shared/props';
import { useElementData } from '../shared/render-context';
import { SignInPrompt } from '../shared/signin-prompt';
import { auditStatusKey, returnStatusKey, returnTypeKey } from '../shared/status-words';
import { useListing } from '../shared/use-listing';
import { useRecordedMoney } from '../shared/use-money';
import { useT } from '../shared/use-t';
import { useTimeZone } from '../shared/use-time-zone';
import { useSignedIn } from '../user/parts';

export const userReturnProps = {};

export type UserReturnProps = PropsOf<typeof userReturnProps>;

export function UserReturn() {
  const signedIn = useSignedIn();
  const { t } = useT();
  return signedIn ? <ReturnList /> : <SignInPrompt text={t('orders.signIn')} link={t('orders.signInLink')} />;
}

function ReturnList() {
  const { t, locale } = useT();
  const money = useRecordedMoney();
  const id = useId();
  const { state, retry } = useListing('returns', (signal) => listReturns({ signal, quiet: true }), useElementData<{ list: ReturnOrder[] }>());
  // Dates in UTC until hydrated (the server cannot know the shopper's zone), then theirs.
  const timeZone = useTimeZone();
  const [fresh, setFresh] = useState<Record<string, ReturnOrder>>({});
  const [live, setLive] = useState('');
  const list = state.data?.list;

  useEffect(() => setFresh({}), [list]);

  useEffect(
    () =>
      watchReturns((number) => {
        if (!list?.some((r) => r.number === number)) return;
        returnDetail(number, { quiet: true }).then(
          (r) => {
            setFresh((previous) => ({ ...previous, [number]: r }));
            setLive(t('returns.changed', number, t(returnStatusKey(r.status)) === t(auditStatusKey(r.auditStatus)) ? t(returnStatusKey(r.status)) : `${t(returnStatusKey(r.status))}, ${t(auditStatusKey(r.auditStatus))}`));
          },
          () => undefined,
        );
      }),
    [list, t],
  );

  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });

  return (
    <section className="returns" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="title">
        {t('returns.title')}
      </h2>
      <p part="live" className="visually-hidden" role="status">
        {live}
      </p>
      {state.status === 'error' && <ListingProblem message={state.message} onRetry={retry} />}
      {state.status === 'loading' && !list && <shop-loading label={t('returns.loading')} show-label />}
      {list && list.length === 0 && <shop-empty kind="records" />}
      {list && list.length > 0 && (
        <ul part="list" className="list">
          {list.map((listed) => {
            const r = fresh[listed.number] ?? listed;
            return (
              <li key={r.number} part="return" className="card">
                <article aria-labelledby={`${id}-${r.number}`}>
                  <header className="card-head">
                    <h3 id={`${id}-${r.number}`} className="number">
                      <a className="link" href={shopHref(returnHref(r.number))}>
                        {t('returns.detailTitle', r.number)}
                      </a>
                    </h3>
                    <span className="badges">
                      <span part="status" className={`badge ${r.status}`}>
                        {t(returnStatusKey(r.status))}
                      </span>
                    </span>
                  </header>
                  <dl className="facts">
                    <dt>{t('returns.type')}</dt>
                    <dd>{t(returnTypeKey(r.applyType))}</dd>
                    <dt>{t('returns.audit')}</dt>
                    <dd part="audit">{t(auditStatusKey(r.auditStatus))}</dd>
                    <dt>{t('returns.order')}</dt>
                    <dd>
                      <a className="link" href={shopHref(orderHref(r.orderNumber))}>
                        {r.orderNumber}
                      </a>
                    </dd>
                    <dt>{t('returns.refundAmount')}</dt>
                    <dd>{money(r.refundAmount)}</dd>
                    <dt>{t('returns.appliedOn')}</dt>
                    <dd>{date.format(new Date(r.createdAt))}</dd>
                  </dl>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
