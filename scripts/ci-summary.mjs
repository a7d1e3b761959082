// Adds up what the test runners reported and fails when a suite did not run at all
// (above all the browser tests, which must never be skipped silently).
import { existsSync, readFileSync } from 'node:fs';

const reports = {
  'unit and API tests (PGlite)': 'test-results/vitest.json',
  'server tests (PostgreSQL)': 'test-results/vitest-postgres.json',
  'browser tests (Chromium)': 'e2e/test-results/results.json',
};

let passed = 0;
let failed = 0;
let problems = 0;
for (const [suite, file] of Object.entries(reports)) {
  if (!existsSync(file)) {
    console.error(`ci: ${suite} wrote no report (${file}): they did not run`);
    problems++;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const counts = report.stats
    ? { passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky }
    : { passed: report.numPassedTests, failed: report.numFailedTests };
  console.log(`ci: ${suite}: ${counts.passed} passed, ${counts.failed} failed`);
  if (counts.passed === 0) {
    console.error(`ci: ${suite} ran no test`);
    problems++;
  }
  passed += counts.passed;
  failed += counts.failed;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || problems > 0 ? 1 : 0);
