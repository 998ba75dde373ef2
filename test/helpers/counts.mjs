// Each suite writes {passed, failed, skipped} to a file named by SHOP_TEST_COUNTS, so
// test/run.mjs can print one summary line for all of them.
import { writeFileSync } from 'node:fs';

export function writeCounts(counts) {
  const file = process.env.SHOP_TEST_COUNTS;
  if (file) writeFileSync(file, JSON.stringify(counts));
}
