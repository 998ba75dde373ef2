// The lookbook's own page script (custom/lookbook, demo/pages/screens/content.ts): what a shop
// owner's script does with the global createComponent. Each [data-lookbook-score] holds the score
// as text; createComponent puts a <shop-product-score> there (after 2 seconds, spec section 2).
// A module file, because the demo's CSP allows no inline script. It runs on a full load of the
// page, when the runtime has started (`shop:start`: the global is there); `shop:load` (every page
// the shell applies) covers choosing another look, and coming back to the page, in place.

function fill() {
  if (typeof window.createComponent !== 'function') return;
  for (const target of document.querySelectorAll('[data-lookbook-score]:not([data-lookbook-filled])')) {
    target.setAttribute('data-lookbook-filled', '');
    window.createComponent('product-score', target, { score: Number(target.getAttribute('data-lookbook-score')) });
  }
}

document.addEventListener('shop:start', fill);
document.addEventListener('shop:load', fill);
fill();
