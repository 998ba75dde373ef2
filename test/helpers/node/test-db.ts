/**
 * The tests' looks into the demo's outbox, through its query layer (app.db), so they read the
 * same on SQLite and on PostgreSQL.
 */
import type { RunningDemo } from './demo-server.ts';

type Demo = Pick<RunningDemo, 'app'>;

/** Every mail to `to`, oldest first. */
export function mailsTo(demo: Demo, to: string): Promise<{ subject: string; body: string }[]> {
  return demo.app.db.rows<{ subject: string; body: string }>`SELECT subject, body FROM outbox WHERE recipient = ${to} ORDER BY id`;
}

/**
 * The body of the latest mail to `to` (with `containing`, of the latest whose body contains it,
 * case and all: compared here, not by LIKE, which ignores case on SQLite and not on PostgreSQL);
 * throws when there is none.
 */
export async function latestMail(demo: Demo, to: string, containing = ''): Promise<string> {
  const body = (await mailsTo(demo, to)).reverse().find((mail) => mail.body.includes(containing))?.body;
  if (body === undefined) throw new Error(`No mail to ${to}${containing ? ` containing ${containing}` : ''} in the outbox.`);
  return body;
}

/** The six-digit code in the latest mail to `to`. */
export async function latestCode(demo: Demo, to: string): Promise<string> {
  return (await latestMail(demo, to)).match(/\d{6}/)![0];
}
