// The import graph of src/: which file imports which, read from the source text (static imports only; a
// lazy `import()` starts a separate chunk and is not an edge). Used by the architecture tests.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const SRC = path.resolve('src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const IMPORT = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec.replace(/\.js$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

export interface Edge {
  to: string;
  /** `import type` / `export type`: gone after compilation. */
  typeOnly: boolean;
}

/** Every source file of src/ (tests left out), relative to src/, with the files it imports. */
export function importGraph(): Map<string, Edge[]> {
  const graph = new Map<string, Edge[]>();
  for (const file of sourceFiles(SRC)) {
    const edges: Edge[] = [];
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = resolve(file, m[3]);
      if (to) edges.push({ to: path.relative(SRC, to), typeOnly: Boolean(m[2]) });
    }
    graph.set(path.relative(SRC, file), edges);
  }
  return graph;
}

/**
 * The groups of files that import each other in a ring (Tarjan's strongly connected components): through
 * the imports that run (a ring of those is a load-order hazard), or with `typeOnly`, through type-only
 * imports too (a ring of those still ties two files' changes together).
 */
export function cycles(graph: Map<string, Edge[]>, { typeOnly: withTypes = false } = {}): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const { to, typeOnly } of graph.get(v) ?? []) {
      if (typeOnly && !withTypes) continue;
      if (!index.has(to)) {
        visit(to);
        low.set(v, Math.min(low.get(v)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(v, Math.min(low.get(v)!, index.get(to)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}
