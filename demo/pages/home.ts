/** The home screen. Its products are a fixed showcase until the catalogue arrives with the database. */
import { html } from '../html.ts';

const showcase = [
  { name: 'Linen shirt', price: 49, linePrice: 69 },
  { name: 'Canvas tote', price: 24.5 },
  { name: 'Wool scarf', price: 35, linePrice: 50 },
];

export function homePage() {
  return html`
    <h1>Welcome to the demo shop</h1>
    <section aria-labelledby="picks">
      <h2 id="picks">Our picks</h2>
      <ul class="cards">
        ${showcase.map(
          (p) => html`<li class="card">
            <h3>${p.name}</h3>
            <shop-product-price price="${p.price}" ${p.linePrice ? html`line-price="${p.linePrice}"` : ''}>${'$' + p.price.toFixed(2)}</shop-product-price>
          </li>`,
        )}
      </ul>
    </section>
    <section aria-labelledby="news">
      <h2 id="news">Latest articles</h2>
      <shop-loading show-label></shop-loading>
    </section>
    <section aria-labelledby="wishlist">
      <h2 id="wishlist">Your wish list</h2>
      <shop-empty kind="records"><a href="/page/about">Learn about the shop</a></shop-empty>
    </section>`;
}

export function aboutPage() {
  return html`
    <h1>About the shop</h1>
    <p>This demo shop shows Shop Elements: custom elements that turn server-rendered pages into a store.</p>`;
}
