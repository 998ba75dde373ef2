/**
 * Server-side html: a tagged template that escapes every interpolated value unless it is
 * already `Html` (the result of another html`` call). The one way demo pages are written.
 */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c]!);
}

function render(value: unknown): string {
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  return new Html(strings.reduce((out, part, i) => out + part + (i < values.length ? render(values[i]) : ''), ''));
}

/** JSON for a <script type="application/json">: `<` escaped so no "</script>" can end it. */
export function jsonScript(id: string, data: unknown): Html {
  return new Html(`<script type="application/json" id="${escapeHtml(id)}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`);
}
