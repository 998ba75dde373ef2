/** The built-in third-party sign-in provider: one button that returns to /auth/oauth with a code. A dev tool (dev-tools.ts). */
import type { FastifyInstance } from 'fastify';
import { issueCode } from '../api/outbox.ts';
import { OAUTH_TEST_ACCOUNT } from '../api/signin-extra.ts';
import { devToolGuard } from '../dev-tools.ts';
import { html } from '../html.ts';
import { layout } from './layout.ts';
import { LANGUAGE_PREFIXES } from './router.ts';

export async function devOauthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dev/oauth/authorize', { onRequest: devToolGuard(app) }, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const state = (query.state ?? '').replace(/[^\w-]/g, '').slice(0, 64);
    // Only our own return page, under a language prefix of this shop or none: no open redirect.
    const prefix = /^\/([\w-]+)\/auth\/oauth$/.exec(query.redirect ?? '')?.[1];
    const back = query.redirect === '/auth/oauth' || (prefix && (LANGUAGE_PREFIXES as readonly string[]).includes(prefix)) ? query.redirect! : '/auth/oauth';
    const code = await issueCode(app.db, OAUTH_TEST_ACCOUNT, 'oauth');
    const target = `${back}?${new URLSearchParams({ provider: 'test', code, state }).toString()}`;
    // A full navigation (data-reload: not the shell's in-page one), as a real provider's return from another site is.
    const body = html`<h1>Test sign-in provider</h1><p>This stands in for a third-party account.</p><p><a href="${target}" data-reload>Continue as ${OAUTH_TEST_ACCOUNT}</a></p>`;
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(layout({ lang: 'en', title: 'Test sign-in provider', description: 'A built-in test provider', body, initialData: { config: {}, theme: {}, pageData: {} } }));
  });
}
