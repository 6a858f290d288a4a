// Adds up the vitest JSON reports of one full test run into the closing `N passed, N failed` line,
// after the slowest test files of each report (where the time of a run goes) and its failed tests.
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
  const slowest = (report.testResults ?? [])
    .map((result) => ({ name: result.name, ms: (result.endTime ?? 0) - (result.startTime ?? 0) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 8);
  for (const { name, ms } of slowest) {
    console.info(
      `  ${String(Math.round(ms / 1000)).padStart(5)} s  ${name.replace(`${process.cwd()}/`, '')}`,
    );
  }
  // The failures again at the very end of the log, where a reader of a red run looks first.
  for (const result of report.testResults ?? []) {
    for (const test of result.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const where = result.name.replace(`${process.cwd()}/`, '');
      console.info(`  FAILED  ${where} > ${test.fullName}`);
      const message = (test.failureMessages ?? []).join('\n').split('\n').slice(0, 3).join(' | ');
      if (message) console.info(`          ${message.slice(0, 400)}`);
    }
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += pending;
}
console.info(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
