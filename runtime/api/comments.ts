/** Article comments (docs/api.md, "Catalogue, reviews, comments"). */
import { post, type RequestOptions } from '../http/client';
import type { Comment, CommentBody } from './types';

export function listComments(article: string, options: RequestOptions = {}): Promise<{ list: Comment[] }> {
  return post<{ list: Comment[] }>('comment/list', { article }, options);
}

/** Needs a signed-in shopper (code 50 otherwise). */
export function createComment(body: CommentBody, options: RequestOptions = {}): Promise<Comment> {
  return post<Comment>('comment/create', body, options);
}
