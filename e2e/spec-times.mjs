// Worker time per spec file of the last Playwright run (playwright-report/results.json, written by the
// json reporter of playwright.config.ts), longest first: where the e2e phase of CI spends its time.
// Usage: npm run times -w @fuel/e2e [-- other-results.json]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const file = process.argv[2] ?? path.join(here, 'playwright-report/results.json');
const report = JSON.parse(fs.readFileSync(file, 'utf8'));

const perSpec = new Map();
function walk(suite, specFile) {
  const current = suite.file ?? specFile;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      for (const result of test.results) {
        const entry = perSpec.get(current) ?? { ms: 0, tests: 0, failed: 0 };
        entry.ms += result.duration;
        entry.tests += 1;
        if (result.status !== 'passed' && result.status !== 'skipped') entry.failed += 1;
        perSpec.set(current, entry);
      }
    }
  }
  for (const child of suite.suites ?? []) walk(child, current);
}
for (const suite of report.suites) walk(suite, suite.file);

const rows = [...perSpec].sort((a, b) => b[1].ms - a[1].ms);
const total = rows.reduce((sum, [, entry]) => sum + entry.ms, 0);
const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);
for (const [spec, entry] of rows)
  console.log(
    `${seconds(entry.ms)} s  ${String(entry.tests).padStart(3)} tests${entry.failed ? ` (${entry.failed} failed)` : ''}  ${spec}`,
  );
console.log(`${seconds(total)} s  worker time in all; ${seconds(report.stats.duration)} s from start to end`);
