/** Content listings (docs/api.md, "Catalogue, reviews, comments"): articles and static pages. */
import { post, type RequestOptions } from '../http/client';
import type { ArticleListBody, ArticlePage, PageList, PageListBody } from './types';

export function listArticles(body: ArticleListBody, options: RequestOptions = {}): Promise<ArticlePage> {
  return post<ArticlePage>('article/list', body, options);
}

export function listPages(body: PageListBody, options: RequestOptions = {}): Promise<PageList> {
  return post<PageList>('page/list', body, options);
}
