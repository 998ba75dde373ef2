/** `npm start`: serves the demo shop on PORT (default 8080). */
import { createServer } from './server.ts';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const app = await createServer({ logger: true });
await app.listen({ port, host });
console.log(`Shop Elements demo on http://${host.includes(':') ? `[${host}]` : host}:${port}/ · dev tools ${app.devTools ? `on (loopback Hosts only; staff key for POST /api/web/dev/returns/audit: x-staff-key: ${app.staffKey})` : 'off'}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
