/**
 * /dev/elements: every element of the bundle, from the Custom Elements Manifest the build writes
 * (dist/custom-elements.json), and /dev/elements/<tag>: the element live, with a form of its
 * attributes, its CSS custom properties and a log of its events. The server writes the fields;
 * /assets/playground.js (a module file: the CSP allows no inline script) wires them to the
 * element. A dev tool (dev-tools.ts): off in production, for loopback Hosts only.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { devToolGuard } from '../dev-tools.ts';
import { html, type Html } from '../html.ts';
import { layout } from './layout.ts';
import { defaultText, fieldKind, isColorProperty, readPlaygroundElements, type ManifestAttribute, type PlaygroundElement } from './playground-manifest.ts';
import { readSample, startingAttributes, startingContent } from './playground-starts.ts';
import { readSetting } from './routes.ts';
import { defaultRouting, defaultTheme, type RoutingConfig, type Theme } from '../seed/defaults.ts';

async function send(app: FastifyInstance, reply: FastifyReply, title: string, description: string, body: Html, status = 200) {
  // The runtime's config as the shop's pages give it, so prices and links behave the same here.
  const config = { ...(await readSetting<RoutingConfig>(app, 'routing', defaultRouting)), currency: 'USD', currencyRates: { HKD: 7.8, CNY: 7.2 }, lang: 'en', prefix: '' };
  const theme = await readSetting<Theme>(app, 'theme', defaultTheme);
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(layout({ lang: 'en', title, description, body, initialData: { config, theme, pageData: {} } }));
}

const noManifest = html`<h1>Element playground</h1><p>There is no element manifest yet: run <code>npm run build</code>, which writes <code>dist/custom-elements.json</code>.</p>`;

function listPage(elements: PlaygroundElement[]): Html {
  return html`<h1>Element playground</h1>
    <p>Every element of the bundle, from its manifest (<code>dist/custom-elements.json</code>): open one to change its attributes and CSS custom properties and watch its events.</p>
    <ul class="playground-list">${elements.map((e) => html`<li><h2><a href="/dev/elements/${e.tag}" data-reload><code>&lt;${e.tag}&gt;</code></a></h2><p>${e.summary}</p></li>`)}</ul>`;
}

const fieldId = (prefix: string, name: string) => `${prefix}-${name.replace(/[^a-z0-9-]/gi, '-')}`;

function hint(id: string, description: string | undefined, facts: (string | false | undefined)[]): Html {
  const known = facts.filter(Boolean);
  return html`<p class="playground-hint" id="${id}">${description ?? ''}${known.length ? html` <span class="playground-facts">${known.join(' · ')}</span>` : ''}</p>`;
}

function attributeField(attribute: ManifestAttribute, value: string | undefined): Html {
  const id = fieldId('attr', attribute.name);
  const kind = fieldKind(attribute);
  const fallback = defaultText(attribute.default);
  const about = hint(`${id}-hint`, attribute.description, [`Type: ${attribute.type?.text ?? 'string'}`, fallback !== undefined && `Default: ${fallback}`]);
  const label = html`<label for="${id}"><code>${attribute.name}</code></label>`;
  const common = html`id="${id}" name="${attribute.name}" data-attribute="${attribute.name}" aria-describedby="${id}-hint"`;
  switch (kind.kind) {
    case 'boolean':
      return html`<div class="playground-field playground-check"><input type="checkbox" ${common}${value !== undefined ? html` checked` : ''}>${label}${about}</div>`;
    case 'number':
      return html`<div class="playground-field">${label}${about}<input type="number" step="any" ${common} value="${value ?? ''}" placeholder="${fallback ?? ''}"></div>`;
    case 'choice':
      return html`<div class="playground-field">${label}${about}<select ${common}>
        <option value=""${value === undefined ? html` selected` : ''}>${fallback !== undefined ? `Not set (${fallback})` : 'Not set'}</option>
        ${kind.choices.map((choice) => html`<option value="${choice}"${choice === value ? html` selected` : ''}>${choice}</option>`)}
      </select></div>`;
    case 'json':
      return html`<div class="playground-field">${label}${about}<textarea ${common} data-json spellcheck="false" rows="3" placeholder="${fallback ?? ''}">${value ?? ''}</textarea>
        <p class="playground-error" id="${id}-error" hidden>Not valid JSON: the element keeps the last valid value.</p></div>`;
    default:
      return html`<div class="playground-field">${label}${about}<input type="text" ${common} value="${value ?? ''}" placeholder="${fallback ?? ''}"></div>`;
  }
}

function cssField(property: { name: string; description?: string; default?: string }, index: number): Html {
  const id = `css-${index}`;
  const color = isColorProperty(property);
  return html`<div class="playground-field">
    <label for="${id}"><code>${property.name}</code></label>${hint(`${id}-hint`, property.description, [property.default !== undefined && `Default: ${property.default}`])}
    <div class="playground-row">
      <input ${color ? html`type="color"` : html`type="text" placeholder="${property.default ?? 'a CSS value'}"`} id="${id}" data-css-property="${property.name}" aria-describedby="${id}-hint">
      <button type="button" data-css-reset="${property.name}">Reset<span class="visually-hidden"> ${property.name}</span></button>
    </div></div>`;
}

function elementPage(element: PlaygroundElement, start: Record<string, string>, content: Html | undefined): Html {
  const attributes = Object.entries(start).map(([name, value]) => (value === '' ? html` ${name}` : html` ${name}="${value}"`));
  return html`<p><a href="/dev/elements" data-reload>All elements</a></p>
    <h1><code>&lt;${element.tag}&gt;</code></h1>
    <p>${element.summary}</p>
    <div class="playground">
      <section class="playground-stage" aria-labelledby="playground-live">
        <h2 id="playground-live">Live element</h2>
        <div class="playground-live" data-playground-stage><${element.tag}${attributes}>${content ?? ''}</${element.tag}></div>
      </section>
      <section aria-labelledby="playground-attributes">
        <h2 id="playground-attributes">Attributes</h2>
        ${element.attributes.length
          ? html`<form class="playground-form" data-playground-attributes>${element.attributes.map((a) => attributeField(a, start[a.name]))}</form>`
          : html`<p>The manifest lists no attributes for this element.</p>`}
      </section>
      <section aria-labelledby="playground-css">
        <h2 id="playground-css">CSS custom properties</h2>
        ${element.cssProperties.length
          ? html`<form class="playground-form" data-playground-css>${element.cssProperties.map(cssField)}</form>`
          : html`<p>The manifest lists no CSS custom properties for this element.</p>`}
      </section>
      <section aria-labelledby="playground-events">
        <h2 id="playground-events">Events</h2>
        ${element.events.length
          ? html`<p>Listening for:</p><ul class="playground-event-names">${element.events.map((e) => html`<li data-event="${e.name}"><code>${e.name}</code>${e.description ? html`: ${e.description}` : ''}</li>`)}</ul>
            <p class="playground-row"><button type="button" data-playground-clear>Clear the log</button></p>
            <p data-playground-none>No events yet.</p>
            <div role="log" aria-labelledby="playground-events"><ol class="playground-log" data-playground-log></ol></div>`
          : html`<p>The manifest lists no events for this element.</p>`}
      </section>
    </div>
    <script type="module" src="/assets/playground.js"></script>`;
}

export async function playgroundRoutes(app: FastifyInstance): Promise<void> {
  const guard = devToolGuard(app);
  app.get('/dev/elements', { onRequest: guard }, async (_request, reply) => {
    const elements = readPlaygroundElements();
    if (!elements) return send(app, reply, 'Element playground', 'Build the bundle first', noManifest, 503);
    return send(app, reply, 'Element playground', 'Every element of the bundle, to try out', listPage(elements));
  });
  app.get<{ Params: { tag: string } }>('/dev/elements/:tag', { onRequest: guard }, async (request, reply) => {
    const elements = readPlaygroundElements();
    if (!elements) return send(app, reply, 'Element playground', 'Build the bundle first', noManifest, 503);
    const element = elements.find((e) => e.tag === request.params.tag);
    if (!element) return reply.callNotFound();
    const sample = await readSample(app.db);
    return send(app, reply, `<${element.tag}> · Element playground`, element.summary, elementPage(element, startingAttributes(element, sample), startingContent(element, sample)));
  });
}
