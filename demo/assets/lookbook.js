// The theme's script for the lookbook (custom/lookbook, demo/pages/screens/content.ts): what a
// shop owner's script does with the global createComponent. Each [data-lookbook-score] holds the
// score as text; createComponent puts a <shop-product-score> there (after 2 seconds, spec
// section 2). A module file, because the demo's CSP allows no inline script. Every page loads it
// (demo/pages/layout.ts): the lookbook may be reached in-page, where no script of its own runs.
// It fills on a full load once the runtime has started (`shop:start`: the global is there), and on
// `shop:load` (every page the shell applies: arriving in-page, another look, coming back).

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
