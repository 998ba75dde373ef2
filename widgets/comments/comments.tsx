/**
 * @summary An article's comments: the list, oldest first, and a form to write one. Signed-out
 * shoppers get a link to sign-in that comes back to the article. The server's refusals (empty
 * or oversized text) are shown on the text field. Replies are not offered: the comment API has
 * no threads (docs/api.md).
 *
 * @attr {string} article - Required. The article's slug.
 * @attr {boolean} no-form - Leaves out the write-a-comment form.
 *
 * @data The article's comments, as `comment/list` answers them (runtime/api/comments.ts
 * `listComments(article)`: `{list: Comment[]}`): shown from the first render, and not fetched again.
 *
 * @slot - A host's own fallback (the comments), shown until the first answer of the list when
 * the element is given no data.
 *
 * @csspart base - The wrapper.
 * @csspart count - The number of comments.
 * @csspart list - The comments.
 * @csspart comment - One comment.
 * @csspart form - The write-a-comment form.
 * @csspart textarea - The comment text.
 * @csspart submit - The post button.
 * @csspart sign-in - The sign-in link shown to signed-out shoppers.
 * @csspart field - The text field's frame.
 * @csspart label - The text field's label.
 * @csspart hint - The character count.
 * @csspart error-message - A failed load and its retry button.
 * @csspart error - The error state shown for a bad attribute (also the field's error text).
 *
 * @cssproperty --shop-primary-color - Buttons and focus ring.
 * @cssproperty --shop-border-color - Dividers.
 * @cssproperty --shop-error-color - Error messages and the invalid field.
 * @cssproperty --shop-desc-color - Dates and the count.
 *
 * @event shop:comment-create - A comment was posted; detail `{article, comment}`.
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { createComment, listComments } from '../../runtime/api/comments';
import type { Comment } from '../../runtime/api/types';
import '../empty/define';
import { ComposeForm } from '../shared/compose-form';
import { emit } from '../shared/emit';
import { useHost } from '../shared/host';
import { useElementData } from '../shared/render-context';
import { useTimeZone } from '../shared/use-time-zone';
import { boolean, string, type PropsOf } from '../shared/props';
import { useT } from '../shared/use-t';

const slugCheck = (value: string) => (/^[\w-]{1,100}$/.test(value) ? undefined : `must be an article slug (letters, digits, "-" and "_"), not "${value}".`);

export const commentsProps = {
  article: string({ required: true, check: slugCheck }),
  noForm: boolean(),
};

export type CommentsProps = PropsOf<typeof commentsProps>;

type Load = { status: 'loading'; list?: Comment[] } | { status: 'done'; list: Comment[] } | { status: 'error'; message: string; list?: Comment[] };

export function Comments({ article, noForm }: CommentsProps) {
  const { t, locale } = useT();
  const host = useHost();
  const id = useId();
  const initial = useElementData<{ list: Comment[] }>();
  const timeZone = useTimeZone();
  const [load, setLoad] = useState<Load>(() => (initial ? { status: 'done', list: initial.list } : { status: 'loading' }));
  // The server's list answers the first request: it is not fetched again.
  const answered = useRef(initial !== undefined);
  const inFlight = useRef<AbortController | undefined>(undefined);

  const fetchList = useCallback(async () => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setLoad((previous) => ({ status: 'loading', list: previous.list }));
    try {
      const { list } = await listComments(article, { signal: controller.signal, quiet: true });
      if (inFlight.current === controller) setLoad({ status: 'done', list });
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = error && typeof error === 'object' && 'userMessage' in error ? String(error.userMessage) : '';
      setLoad((previous) => ({ status: 'error', message, list: previous.list }));
    }
  }, [article]);

  useEffect(() => {
    if (answered.current) {
      answered.current = false;
      return;
    }
    void fetchList();
    return () => inFlight.current?.abort();
  }, [fetchList]);

  const list = load.list ?? [];
  const whole = new Intl.NumberFormat(locale);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });

  // Until the first answer the server's comments stay on screen (through the slot): clearing
  // them for an empty list that is then redrawn moved the page.
  if (load.status === 'loading' && !load.list) {
    return (
      <div part="base" className="comments" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('loading.label')}
        </p>
        <slot />
      </div>
    );
  }

  return (
    <div part="base" className="comments">
      {load.status === 'done' && list.length > 0 && (
        <p part="count" className="count">
          {t(new Intl.PluralRules(locale).select(list.length) === 'one' ? 'comments.countOne' : 'comments.countOther', whole.format(list.length))}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {load.status === 'loading' ? t('loading.label') : ''}
      </p>

      {load.status === 'error' && (
        <div part="error-message" className="problem" role="alert">
          <p>{load.message || t('http.unknown')}</p>
          <button type="button" className="button" onClick={() => void fetchList()}>
            {t('search.retry')}
          </button>
        </div>
      )}

      {load.status === 'done' && list.length === 0 && (
        <shop-empty kind="records">
          <p className="hint">{t('comments.beFirst')}</p>
        </shop-empty>
      )}

      {list.length > 0 && (
        <ol part="list" className="list" aria-label={t('comments.list')}>
          {list.map((comment) => (
            <li part="comment" key={comment.id} className="comment">
              <p className="head">
                <strong className="author">{comment.author}</strong>{' '}
                <time className="date" dateTime={comment.createdAt}>
                  {date.format(new Date(comment.createdAt))}
                </time>
              </p>
              <p className="body">{comment.body}</p>
            </li>
          ))}
        </ol>
      )}

      {!noForm && (
        <section className="write" aria-labelledby={`${id}-write`}>
          <h3 id={`${id}-write`} className="write-heading">
            {t('comments.write')}
          </h3>
          <ComposeForm
            label={t('comments.text')}
            submitLabel={t('comments.submit')}
            signInLabel={t('comments.signIn')}
            doneMessage={t('comments.thanks')}
            send={async (body) => {
              const comment = await createComment({ article, body });
              emit(host, 'shop:comment-create', { article, comment });
              setLoad((previous) => ({ status: 'done', list: [...(previous.list ?? []), comment] }));
            }}
          />
        </section>
      )}
    </div>
  );
}
