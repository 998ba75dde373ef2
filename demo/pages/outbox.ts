/** /dev/outbox: the codes and e-mails the shop "sent", newest first (nothing leaves the machine). A dev tool (dev-tools.ts). */
import type { FastifyInstance } from 'fastify';
import { devToolGuard } from '../dev-tools.ts';
import { html, type Html } from '../html.ts';
import { DEMO_USER } from '../seed/seed.ts';
import { layout } from './layout.ts';

/** A mail's text with its addresses as links (the mails write them absolute: api/outbox.ts mailLink). */
function withLinks(body: string): (Html | string)[] {
  return body.split(/(https?:\/\/[^\s<>"]*[^\s<>".,;:!?)])/).map((part, i) => (i % 2 === 1 ? html`<a href="${part}">${part}</a>` : part));
}

export async function outboxRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dev/outbox', { onRequest: devToolGuard(app) }, async (_request, reply) => {
    const mails = await app.db.rows<{ recipient: string; subject: string; body: string; created_at: string }>`SELECT recipient, subject, body, created_at FROM outbox ORDER BY id DESC LIMIT 100`;
    const body = html`<h1>Outbox</h1>
      <p>Codes and e-mails land here instead of being sent. Demo account: ${DEMO_USER.email} / ${DEMO_USER.mobile}, password ${DEMO_USER.password}.</p>
      ${mails.length === 0 ? html`<p>No messages yet.</p>` : html`<ol class="outbox">${mails.map((m) => html`<li><h2>${m.subject}</h2><p>To ${m.recipient}, <time datetime="${m.created_at}">${m.created_at}</time></p><p>${withLinks(m.body)}</p></li>`)}</ol>`}`;
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(layout({ lang: 'en', title: 'Outbox', description: 'Messages the demo shop sent', body, initialData: { config: {}, theme: {}, pageData: {} } }));
  });
}
