import path from 'node:path';
import type { FullResult, Reporter, TestCase } from '@playwright/test/reporter';

/**
 * Lists, at the end of the run, every journey that failed first and passed on a retry (CI
 * retries once, a local run never does): a flake is then seen in the log instead of hidden by the
 * green result. Each is a bug to find — an app race or a test that waits for time.
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky: TestCase[] = [];

  onTestEnd(test: TestCase) {
    // Called per attempt: a test is flaky once an attempt after a failed one passed.
    if (test.outcome() === 'flaky' && !this.flaky.includes(test)) this.flaky.push(test);
  }

  onEnd(_result: FullResult) {
    if (this.flaky.length === 0) return;
    const lines = [
      '',
      `FLAKY: ${this.flaky.length} journey(s) passed only on a retry:`,
      ...this.flaky.flatMap((test) => {
        // [root, project, file, ...describes, title]
        const [, project, , ...titles] = test.titlePath();
        const first = test.results.find((r) => r.status !== 'passed' && r.status !== 'skipped');
        const why = first?.error?.message?.split('\n').find((l) => l.trim()) ?? first?.status ?? '';
        return [
          `  [${project}] ${titles.join(' › ')} (${path.relative(process.cwd(), test.location.file)}:${test.location.line})`,
          // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal colours
          `      first attempt: ${why.replace(/\u001b\[[0-9;]*m/g, '').trim()}`,
        ];
      }),
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }

  printsToStdio() {
    return true;
  }
}
