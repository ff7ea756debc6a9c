// A Vitest reporter (scripts/test.mjs adds it under CI, where a failed test is run once more with `--retry=1`): writes
// the tests that failed and then passed on the retry, one `file › name` a line, to the file named by RETRIED_REPORT.
// The JSON reporter cannot tell them from the others, and a retry must never hide a flaky test (docs/testing.md).
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export default class RetriedReporter {
  /** @type {string[]} */
  retried = [];

  onTestCaseResult(testCase) {
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    if (retries > 0 && testCase.result().state === 'passed') {
      this.retried.push(`${relative(process.cwd(), testCase.module.moduleId)} › ${testCase.fullName}`);
    }
  }

  onTestRunEnd() {
    const file = process.env.RETRIED_REPORT;
    if (file) writeFileSync(file, this.retried.map((line) => `${line}\n`).join(''));
  }
}
