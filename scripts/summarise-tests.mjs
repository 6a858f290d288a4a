// Adds up the vitest JSON reports of one full test run into the closing `N passed, N failed` line.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const pending = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  console.info(
    `${file.replace(/\.json$/, '').padEnd(10)} ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${pending} skipped`,
  );
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += pending;
}
console.info(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
