// The element playground's page script (/dev/elements/<tag>, demo/pages/playground.ts): wires the
// server-written fields to the live element. A module file because the demo's CSP allows no
// inline script; CSS custom properties go through the CSSOM (style.setProperty), which the CSP's
// style-src allows, unlike a style attribute in the html. Event details are shown as text only.

const stage = document.querySelector('[data-playground-stage]');
const element = stage?.firstElementChild;

/** Sets or removes one attribute of the live element from its field. */
function applyAttribute(field) {
  const name = field.dataset.attribute;
  if (field.type === 'checkbox') {
    element.toggleAttribute(name, field.checked);
    return;
  }
  const value = field.value;
  if ('json' in field.dataset && value.trim() !== '') {
    // Half-typed JSON is not handed on: the element would only show its error state at each key.
    let valid = true;
    try {
      JSON.parse(value);
    } catch {
      valid = false;
    }
    field.setAttribute('aria-invalid', String(!valid));
    document.getElementById(`${field.id}-error`).hidden = valid;
    if (!valid) return;
  } else if ('json' in field.dataset) {
    field.removeAttribute('aria-invalid');
    document.getElementById(`${field.id}-error`).hidden = true;
  }
  if (value === '') element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/** '#rrggbb' for any CSS colour (a colour input takes nothing else), or undefined. */
function toHex(color) {
  const probe = document.createElement('span');
  probe.style.color = color;
  if (!probe.style.color) return undefined;
  document.body.append(probe);
  const rgb = getComputedStyle(probe).color.match(/\d+(\.\d+)?/g);
  probe.remove();
  if (!rgb || rgb.length < 3) return undefined;
  return `#${rgb.slice(0, 3).map((n) => Math.round(Number(n)).toString(16).padStart(2, '0')).join('')}`;
}

/** Shows each CSS property's current value (the theme's, or the element's own) in its field. */
function showCssValues() {
  const computed = getComputedStyle(element);
  for (const field of document.querySelectorAll('[data-css-property]')) {
    const value = computed.getPropertyValue(field.dataset.cssProperty).trim();
    if (field.type === 'color') {
      const hex = value && toHex(value);
      if (hex) field.value = hex;
    } else {
      field.value = element.style.getPropertyValue(field.dataset.cssProperty);
      if (value) field.placeholder = value;
    }
  }
}

function applyCss(field) {
  const property = field.dataset.cssProperty;
  if (field.value === '') element.style.removeProperty(property);
  else element.style.setProperty(property, field.value);
}

/** JSON of an event's detail; an Error inside becomes its name and message (JSON would give {}). */
function detailText(detail) {
  if (detail === undefined || detail === null) return 'No detail';
  try {
    return JSON.stringify(detail, (_key, value) => (value instanceof Error ? { name: value.name, message: value.message } : value), 2) ?? String(detail);
  } catch {
    return String(detail);
  }
}

const log = document.querySelector('[data-playground-log]');
const none = document.querySelector('[data-playground-none]');

function logEvent(event) {
  const at = new Date();
  const entry = document.createElement('li');
  const head = document.createElement('p');
  const name = document.createElement('code');
  name.textContent = event.type;
  const time = document.createElement('time');
  time.dateTime = at.toISOString();
  time.textContent = at.toLocaleTimeString('en', { hour12: false, fractionalSecondDigits: 3 });
  head.append(name, ' at ', time);
  const detail = document.createElement('pre');
  detail.tabIndex = 0;
  detail.textContent = detailText(event.detail);
  entry.append(head, detail);
  log.append(entry);
  none.hidden = true;
}

if (element) {
  for (const field of document.querySelectorAll('[data-attribute]')) {
    field.addEventListener(field.type === 'checkbox' || field.tagName === 'SELECT' ? 'change' : 'input', () => applyAttribute(field));
  }
  for (const field of document.querySelectorAll('[data-css-property]')) field.addEventListener('input', () => applyCss(field));
  for (const button of document.querySelectorAll('[data-css-reset]')) {
    button.addEventListener('click', () => {
      element.style.removeProperty(button.dataset.cssReset);
      showCssValues();
    });
  }
  // Submitting either form (Enter in a text field) would reload the page and lose the changes.
  for (const form of document.querySelectorAll('.playground-form')) form.addEventListener('submit', (event) => event.preventDefault());
  if (log) {
    for (const item of document.querySelectorAll('[data-event]')) element.addEventListener(item.dataset.event, logEvent);
    document.querySelector('[data-playground-clear]').addEventListener('click', () => {
      log.replaceChildren();
      none.hidden = false;
    });
  }
  showCssValues();
  // The element's own defaults apply once it is defined (its styles come with its code).
  customElements.whenDefined(element.localName).then(() => requestAnimationFrame(showCssValues));
}
