import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Beside the list reporter: every run ends with its wall time and its slowest tests, and writes each test's
 * time to `test-results/playwright-timings.json` (E2E_TIMINGS_FILE overrides), which `npm test` prints
 * again in its closing report. A suite that grows slower says where.
 */
export const SLOWEST = 15;

export interface Timing {
  title: string;
  ms: number;
  status: string;
}

export default class TimingReporter implements Reporter {
  // From the start, the server's included.
  private started = Date.now();
  private timings: Timing[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const [, project, file, ...titles] = test.titlePath();
    this.timings.push({
      title: `[${project}] ${path.basename(file)} › ${titles.join(' › ')}`,
      ms: result.duration,
      status: result.status,
    });
  }

  onEnd(result: FullResult) {
    const wall = Date.now() - this.started;
    const file = process.env.E2E_TIMINGS_FILE ?? 'test-results/playwright-timings.json';
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ wallMs: wall, status: result.status, tests: this.timings }));
    const slowest = [...this.timings].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST);
    const sum = this.timings.reduce((s, t) => s + t.ms, 0);
    console.log(
      `\nplaywright: ${this.timings.length} tests in ${(wall / 1000).toFixed(1)} s wall (${(sum / 1000).toFixed(1)} s of test time); the slowest ${slowest.length}:`,
    );
    for (const t of slowest) console.log(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.title}`);
  }

  printsToStdio() {
    return false;
  }
}
