/**
 * The home page as a shop's front window: the season's hero slides, the collections as cards,
 * the newest products, the running promotions, the latest articles and the categories.
 *
 * The hero is <shop-slides>, drawn by the server around the slides (its first shown, its own
 * buttons and picker, told how many slides there are), so the carousel's code, loaded on use
 * (docs/loading.md), hydrates what is already on screen.
 */
import { categoriesTree, findProducts } from '../../catalog/queries.ts';
import { html, type Html } from '../../html.ts';
import type { T3 } from '../../seed/catalogue-data.ts';
import { heroSlides, type HeroSlide } from '../../seed/home-data.ts';
import { allLanguages } from '../../seed/translations.ts';
import type { PageContext, Screen } from '../context.ts';
import { element } from '../render.ts';
import { articleCard, collectionCard, promotionCard, promotionRows, type ArticleCardRow, type CollectionRow } from './home-cards.ts';

/** How many new products the home page shows: one row of the list's four desktop columns. */
const NEW_ARRIVALS = 4;

function slideHref(ctx: PageContext, slide: HeroSlide): string {
  return slide.link.kind === 'promotion' ? ctx.href(`promotion/${slide.link.slug}`) : ctx.rule(ctx.routing.collectionRule, slide.link.slug);
}

/**
 * One slide: the words and the button on the theme's hero colour, the picture beside them (above
 * them on phones). The picture fills a frame whose size the layout decides, so the slide is as
 * tall before the picture arrives as after.
 */
function heroSlide(ctx: PageContext, slide: HeroSlide, i: number): Html {
  const say = (words: T3) => ctx.t(allLanguages(words));
  return html`<div class="hero-slide">
    <div class="hero-copy">
      <p class="hero-eyebrow">${say(slide.eyebrow)}</p>
      <h2 class="hero-title">${say(slide.title)}</h2>
      <p class="hero-text">${say(slide.text)}</p>
      <p class="hero-action"><a class="button button-light" href="${slideHref(ctx, slide)}">${say(slide.action)}</a></p>
    </div>
    <div class="hero-art"><img class="hero-picture" src="/media/hero/${slide.slug}.svg" alt="" width="800" height="600"${i === 0 ? '' : html` loading="lazy"`}></div>
  </div>`;
}

/** A section with its heading and, when there is one, a link to all of its kind. */
function section(id: string, title: string, content: Html, more?: { href: string; label: string }): Html {
  return html`<section class="home-section" aria-labelledby="${id}">
    <div class="section-head"><h2 id="${id}">${title}</h2>${more ? html`<a class="section-more" href="${more.href}">${more.label}</a>` : ''}</div>
    ${content}
  </section>`;
}

export async function home(ctx: PageContext): Promise<Screen> {
  const [newest, collections, articles, promotions, categories] = await Promise.all([
    findProducts(ctx.db, { sort: 'newest', pageSize: NEW_ARRIVALS }, ctx.language.locale),
    ctx.db.rows<CollectionRow>`SELECT slug, name, description, image FROM collections ORDER BY id`,
    ctx.db.rows<ArticleCardRow>`SELECT a.slug, a.title, a.summary, a.thumbnail, a.published_at, c.name AS category FROM articles a LEFT JOIN content_categories c ON c.id = a.category_id ORDER BY a.published_at DESC, a.id DESC LIMIT 3`,
    promotionRows(ctx, { activeOnly: true }),
    categoriesTree(ctx.db, ctx.language.locale),
  ]);
  const arrivals = newest.list;
  return {
    title: ctx.w('shopName'),
    description: ctx.w('welcome'),
    data: {
      newArrivals: arrivals,
      collections: collections.map((c) => ({ slug: c.slug, name: ctx.t(c.name), image: c.image })),
      articles: articles.map((a) => ({ slug: a.slug, title: ctx.t(a.title), thumbnail: a.thumbnail })),
      promotions: promotions.map((p) => ({ slug: p.slug, title: ctx.t(p.title), percentOff: p.percent_off, endsAt: p.ends_at })),
    },
    body: html`
    <div class="hero">
      <h1>${ctx.w('welcome')}</h1>
      ${element(ctx, 'shop-slides', { class: 'hero-slides', label: ctx.w('heroLabel'), loop: true }, { slides: heroSlides.length }, html`${heroSlides.map((s, i) => heroSlide(ctx, s, i))}`)}
    </div>
    ${section('collections', ctx.w('shopByCollection'), html`<ul class="tiles tiles-4">${collections.map((c) => collectionCard(ctx, c))}</ul>`)}
    ${section(
      'new-arrivals',
      ctx.w('newArrivals'),
      html`<shop-product-list quick-view currency="USD" products="${JSON.stringify(arrivals)}"></shop-product-list>
      <shop-product-modal quick-view></shop-product-modal>`,
      { href: ctx.rule(ctx.routing.tagRule, 'new'), label: ctx.w('seeAllNew') },
    )}
    ${promotions.length ? section('promotions', ctx.w('promotions'), html`<ul class="tiles tiles-3">${promotions.map((p) => promotionCard(ctx, p))}</ul>`, { href: ctx.href('promotion'), label: ctx.w('seeAllPromotions') }) : ''}
    ${section('news', ctx.w('latestArticles'), html`<ul class="tiles tiles-3">${articles.map((a) => articleCard(ctx, a))}</ul>`)}
    ${section('shop-categories', ctx.w('categories'), html`<ul class="chips chips-pill">${categories.map((c) => html`<li><a href="${ctx.rule(ctx.routing.categoryRule, c.slug)}">${c.name}</a></li>`)}</ul>`)}`,
  };
}
