// What the hydration tests of the article listings share (<shop-article-list>,
// <shop-category-article>, <shop-article-masonry>: one ArticleListing): articles as the API
// gives them (ArticlePage), and the parts read.
import type { ArticleListItem, ArticlePage } from '../../../runtime/api/types';
import { requests } from '../../helpers/browser/api';

// A picture of its own for each article drawn: none is in the loader's cache when hydrated.
let pictures = 0;
const image = () => `data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="${++pictures}" height="6"/%3E`;
export const article = (n: number, extra: Partial<ArticleListItem> = {}): ArticleListItem => ({
  slug: `story-${n}`, title: `Story ${n}`, summary: `About ${n}.`, thumbnail: image(), author: { name: 'Mei Chan', avatar: '' }, publishedAt: '2024-03-05T23:30:00.000Z', category: null, ...extra,
});
export const articlePage = (list: ArticleListItem[], total = list.length, page = 1, pageSize = 10, category: ArticlePage['category'] = null): ArticlePage => ({ list, total, page, pageSize, category });
export const articleRequests = async () => (await requests()).filter((r) => r.path === '/article/list').map((r) => r.body as Record<string, unknown>);
export const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
export const cards = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part="card"]')];
/** The address the server rendered for: the test page's own, as the browser reads it. */
export const here = () => location.pathname + location.search;
