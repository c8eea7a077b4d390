// The figures issue 17 sets targets for, handed from the bench's parts (some run as child scripts) to
// bench/run.ts, which prints them beside their targets with ✓ or ✗. Each part appends what it measured to
// the JSON file named by BENCH_FIGURES; nothing is written when it is unset (a part run on its own).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export type Figures = Record<string, number>;

export function readFigures(file = process.env.BENCH_FIGURES): Figures {
  return file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Figures) : {};
}

export function recordFigure(name: string, value: number) {
  const file = process.env.BENCH_FIGURES;
  if (!file || !Number.isFinite(value)) return;
  writeFileSync(file, JSON.stringify({ ...readFigures(file), [name]: value }, null, 2));
}
