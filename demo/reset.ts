/** `npm run demo:reset`: deletes the demo database and its media, then creates and seeds a fresh one. */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { dataDirectory, databaseFile, openDatabase } from './db/database.ts';

const dir = dataDirectory();
for (const suffix of ['', '-wal', '-shm']) rmSync(databaseFile(dir) + suffix, { force: true });
rmSync(join(dir, 'media'), { recursive: true, force: true });
rmSync(join(dir, 'uploads'), { recursive: true, force: true });
openDatabase(dir).close();
console.log(`The demo shop data in ${dir} was reset and seeded.`);
