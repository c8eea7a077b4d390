import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, SRC } from './import-graph.js';

// Rules written once (issue 56): where a second copy would drift from the first, these fail and name it.
const files = [...importGraph().keys()];
const text = (file: string) => readFileSync(path.join(SRC, file), 'utf8');
const server = files.filter((f) => f.startsWith('server/'));

describe('a rule written once', () => {
  it('the ledger is the only writer of a balance (decision 0076)', () => {
    const writes = /points:\s*sql`\$\{users\.points\}|update\s+users\s+set\s+points\b/i;
    expect(server.filter((f) => writes.test(text(f)))).toEqual(['server/domain/progress/points.ts']);
  });

  it('no two server modules export the same name: one function per thing', () => {
    const owners = new Map<string, string[]>();
    for (const f of server)
      for (const m of text(f).matchAll(/^export (?:async )?(?:function|const|class) (\w+)/gm))
        owners.set(m[1], [...(owners.get(m[1]) ?? []), f]);
    expect([...owners].filter(([, where]) => where.length > 1)).toEqual([]);
  });

  it('the import limit is the shared one, on the server and on the import card', () => {
    const uses = (f: string) =>
      /\bIMPORT_MAX_BYTES\b/.test(text(f)) && /\bIMPORT_TOO_LARGE_MESSAGE\b/.test(text(f));
    expect(uses('server/routes/privacy.ts') && uses('web/features/account/settings/import-card.tsx')).toBe(
      true,
    );
    // No size of its own: no "15 MB", no "15 * 1024 * 1024" anywhere but the shared rule.
    const ownSize = /\b\d+\s*\*\s*1024\s*\*\s*1024\b|\b\d+ ?MB\b/;
    const elsewhere = files.filter(
      (f) => f !== 'shared/import.ts' && /import/i.test(f) && ownSize.test(text(f)),
    );
    expect(elsewhere).toEqual([]);
  });
});
