/**
 * @summary The signed-in shopper's own quote requests, newest first: each with its number (a link
 * to its page, the spec's route `inquiry/{slug}`), the date it was sent, the start of its text and
 * how many pictures came with it. Requests have no status of their own (the shop answers by
 * e-mail), so none is shown. No requests: the empty state ('No records') and a link to the
 * quote form. A signed-out shopper sees a sign-in link. The demo shows it on the account centre
 * (`user/center`), under `<shop-user-center>`: the spec's user area has no route of its own for it.
 *
 * @attr {string} form-href - Where the empty state's 'Ask for a quote' link goes. Default: the
 *   quote form (`inquiry/feedback`) under the language prefix.
 *
 * @data {list} - The shopper's requests, as inquiry/list answers them: the server draws the list
 *   for a page asked for with a session, and the browser does not fetch it again; without data
 *   the server draws the guest's sign-in prompt.
 *
 * @slot - Server-rendered fallback, shown until the element is defined.
 *
 * @csspart list - The list of requests.
 * @csspart inquiry - One request's card.
 * @csspart excerpt - The start of a request's text.
 * @csspart form-link - The empty state's link to the quote form.
 * @csspart signin - The sign-in prompt for a signed-out shopper.
 * @csspart error-message - A list that could not load, with its retry button.
 *
 * @cssproperty --shop-primary-color - Links.
 * @cssproperty --shop-border-color - Card borders.
 * @cssproperty --shop-desc-color - The date and picture count.
 *
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { listInquiries } from '../../runtime/api/inquiries';
import type { Inquiry } from '../../runtime/api/types';
import { inquiryExcerpt } from '../../runtime/inquiries';
import { $languagePrefix } from '../../runtime/session';
import { shopHref } from '../../runtime/shop-address';
import { inquiryHref } from '../../runtime/user-area';
import '../empty/define';
import '../loading/define';
import { ListingProblem } from '../shared/listing-problem';
import { string, type PropsOf } from '../shared/props';
import { useElementData } from '../shared/render-context';
import { SignInPrompt } from '../shared/signin-prompt';
import { useListing } from '../shared/use-listing';
import { useT } from '../shared/use-t';
import { useTimeZone } from '../shared/use-time-zone';
import { useSignedIn } from '../user/parts';

export const userInquiryProps = {
  formHref: string(),
};

export type UserInquiryProps = PropsOf<typeof userInquiryProps>;

export function UserInquiry(props: UserInquiryProps) {
  const signedIn = useSignedIn();
  const { t } = useT();
  return signedIn ? <InquiryList {...props} /> : <SignInPrompt text={t('inquiries.signIn')} link={t('orders.signInLink')} />;
}

function InquiryList({ formHref }: UserInquiryProps) {
  const { t, locale } = useT();
  const id = useId();
  const prefix = useStore($languagePrefix);
  const { state, retry } = useListing('inquiries', (signal) => listInquiries({ signal, quiet: true }), useElementData<{ list: Inquiry[] }>());
  // Dates in UTC until hydrated (the server cannot know the shopper's zone), then theirs.
  const timeZone = useTimeZone();
  const list = state.data?.list;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const whole = new Intl.NumberFormat(locale);

  return (
    <section className="inquiries" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="title">
        {t('inquiries.title')}
      </h2>
      {state.status === 'error' && <ListingProblem message={state.message} onRetry={retry} />}
      {state.status === 'loading' && !list && <shop-loading label={t('inquiries.loading')} show-label />}
      {list && list.length === 0 && (
        <>
          <shop-empty kind="records" />
          <p>
            <a part="form-link" className="link" href={formHref ?? shopHref(`${prefix}/inquiry/feedback`)}>
              {t('inquiries.ask')}
            </a>
          </p>
        </>
      )}
      {list && list.length > 0 && (
        <ul part="list" className="list">
          {list.map((q) => (
            <li key={q.number} part="inquiry" className="card">
              <article aria-labelledby={`${id}-${q.number}`}>
                <header className="card-head">
                  <h3 id={`${id}-${q.number}`} className="number">
                    <a className="link" href={shopHref(inquiryHref(q.number, prefix))}>
                      {t('inquiries.detailTitle', q.number)}
                    </a>
                  </h3>
                  <time className="meta" dateTime={q.createdAt}>
                    {date.format(new Date(q.createdAt))}
                  </time>
                </header>
                <p part="excerpt" className="excerpt">
                  {inquiryExcerpt(q.content)}
                </p>
                <p className="meta">{t('inquiries.picturesCount', whole.format(q.images))}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
