// The embed-code page (demo/pages/embed.ts): paints the preview in the chosen colour (through
// the CSSOM: the page's CSP allows no inline style) and copies the code on a press.
const preview = document.querySelector('[data-embed-color]');
if (preview) preview.style.setProperty('--shop-primary-color', preview.getAttribute('data-embed-color'));

const copy = document.querySelector('[data-embed-copy]');
const code = document.getElementById('embed-code');
const status = document.querySelector('[data-embed-status]');
if (copy && code && status && navigator.clipboard) {
  copy.hidden = false;
  copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(code.value);
      status.textContent = 'Copied.';
    } catch {
      // Refused (no permission): the field is selected, for the shopkeeper's own copy.
      code.select();
      status.textContent = 'Select the code and copy it.';
    }
  });
}
