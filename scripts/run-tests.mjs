// `npm test`: runs every suite and ends with one line, "N passed, M failed", totalled over all
// of them (CI reads that line). Exits non-zero when anything failed or a suite could not run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const reportDir = mkdtempSync(path.join(tmpdir(), 'mizan-tests-'));
const suites = [
  {
    name: 'unit and API (vitest)',
    command: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json'],
    report: path.join(reportDir, 'vitest.json'),
    reportArg: (file) => [`--outputFile.json=${file}`],
    count: (json) => ({ passed: json.numPassedTests, failed: json.numFailedTests }),
  },
  {
    // The browser suite (e2e/): Playwright Test on Debian's Chromium against the built site.
    name: 'browser (playwright)',
    command: 'npx',
    args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    report: path.join(reportDir, 'playwright.json'),
    reportArg: () => [],
    reportEnv: (file) => ({ PLAYWRIGHT_JSON_OUTPUT_FILE: file }),
    // stats.expected: passed; unexpected (failed) and flaky (passed only on a retry) count as failed.
    count: (json) => ({
      passed: json.stats.expected,
      failed: json.stats.unexpected + json.stats.flaky,
    }),
  },
];

let passed = 0;
let failed = 0;
let broken = false;
for (const suite of suites) {
  console.log(`\n=== ${suite.name} ===`);
  const result = spawnSync(suite.command, [...suite.args, ...suite.reportArg(suite.report)], {
    stdio: 'inherit',
    env: { ...process.env, ...suite.reportEnv?.(suite.report) },
  });
  if (!existsSync(suite.report)) {
    console.error(`${suite.name}: no report was written (exit code ${result.status})`);
    broken = true;
    failed += 1;
    continue;
  }
  const counts = suite.count(JSON.parse(readFileSync(suite.report, 'utf8')));
  passed += counts.passed;
  failed += counts.failed;
  if (result.status !== 0 && counts.failed === 0) {
    console.error(`${suite.name}: exited with ${result.status} although no test failed`);
    failed += 1;
    broken = true;
  }
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || broken || passed === 0 ? 1 : 0);
