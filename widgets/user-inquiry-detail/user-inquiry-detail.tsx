/**
 * @summary One of the signed-in shopper's own quote requests, at the spec's route
 * `inquiry/{slug}` (the slug is its number): the spec's inquiry fields, its text (line breaks
 * kept) and its pictures, given as how many came with it (the shop keeps them; they are not
 * shown again, as with a return's photos), with the date it was sent, the product it asks about
 * (a link), and the name and e-mail the answer goes to. A link leads back to the list on the
 * account centre. Another shopper's request, or a number that does not exist, is the server's
 * 'No such inquiry' with a retry. A signed-out shopper sees a sign-in link.
 *
 * @attr {string} number - Required. The request's number.
 * @attr {string} back-href - Where the link back to the list goes. Default: the account centre
 *   (`user/center`, where the demo lists the requests) under the shop's user prefix.
 *
 * @data {Inquiry} - The request, as inquiry/detail answers it for the signed-in shopper: the server
 *   draws it for a page asked for with a session, and the browser does not read it again;
 *   without data the server draws the guest's sign-in prompt.
 *
 * @slot - Server-rendered fallback, shown until the element is defined.
 *
 * @csspart facts - The request's fields.
 * @csspart content - The request's text.
 * @csspart back - The link back to the list.
 * @csspart signin - The sign-in prompt for a signed-out shopper.
 * @csspart error-message - A request that could not load, with its retry button.
 *
 * @cssproperty --shop-primary-color - Links.
 * @cssproperty --shop-desc-color - The field names.
 *
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { inquiryDetail } from '../../runtime/api/inquiries';
import type { Inquiry } from '../../runtime/api/types';
import { $languagePrefix } from '../../runtime/session';
import { shopHref } from '../../runtime/shop-address';
import { userHref } from '../../runtime/user-area';
import '../loading/define';
import { contentHref } from '../shared/links';
import { ListingProblem } from '../shared/listing-problem';
import { string, type PropsOf } from '../shared/props';
import { useElementData } from '../shared/render-context';
import { SignInPrompt } from '../shared/signin-prompt';
import { useListing } from '../shared/use-listing';
import { useT } from '../shared/use-t';
import { useDateTime, useSignedIn } from '../user/parts';

export const userInquiryDetailProps = {
  number: string({ required: true, check: (v) => (v.trim() ? undefined : 'must be a quote request number.') }),
  backHref: string(),
};

export type UserInquiryDetailProps = PropsOf<typeof userInquiryDetailProps>;

export function UserInquiryDetail(props: UserInquiryDetailProps) {
  const signedIn = useSignedIn();
  const { t } = useT();
  return signedIn ? <Detail {...props} /> : <SignInPrompt text={t('inquiries.signIn')} link={t('orders.signInLink')} />;
}

function Detail({ number, backHref }: UserInquiryDetailProps) {
  const { t, locale } = useT();
  const id = useId();
  const dateTime = useDateTime();
  const prefix = useStore($languagePrefix);
  const { state, retry } = useListing(`inquiry:${number!}`, (signal) => inquiryDetail(number!, { signal, quiet: true }), useElementData<Inquiry>());
  const back = (
    <p className="back">
      <a part="back" className="link" href={backHref ?? shopHref(userHref('center', undefined, prefix))}>
        {t('inquiries.back')}
      </a>
    </p>
  );

  if (!state.data) {
    if (state.status === 'error') return (
      <>
        {back}
        <ListingProblem message={state.message} onRetry={retry} />
      </>
    );
    return <shop-loading label={t('inquiries.detailLoading')} show-label />;
  }
  const q = state.data;

  return (
    <article className="detail" aria-labelledby={`${id}-title`}>
      {back}
      <h2 id={`${id}-title`} className="title">
        {t('inquiries.detailTitle', q.number)}
      </h2>
      {state.status === 'error' && <ListingProblem message={state.message} onRetry={retry} />}
      <dl part="facts" className="facts">
        <dt>{t('inquiries.sentOn')}</dt>
        <dd>
          <time dateTime={q.createdAt}>{dateTime(q.createdAt)}</time>
        </dd>
        {q.product && (
          <>
            <dt>{t('inquiries.product')}</dt>
            <dd>
              <a className="link" href={shopHref(contentHref('productRule', q.product, prefix))}>
                {q.productName ?? q.product}
              </a>
            </dd>
          </>
        )}
        <dt>{t('inquiry.name')}</dt>
        <dd>{q.name}</dd>
        <dt>{t('inquiry.email')}</dt>
        <dd>{q.email}</dd>
        <dt>{t('inquiry.message')}</dt>
        <dd part="content" className="text">
          {q.content}
        </dd>
        <dt>{t('inquiries.pictures')}</dt>
        <dd>{q.images > 0 ? new Intl.NumberFormat(locale).format(q.images) : t('returns.none')}</dd>
      </dl>
    </article>
  );
}
