import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph, SRC } from './import-graph.js';

// The structure docs/architecture.md describes, checked: a change that breaks it fails here with the files
// that broke it, instead of drifting until the next review.
const graph = importGraph();
const edges = [...graph].flatMap(([from, list]) => list.map((e) => ({ from, ...e })));
const webFiles = [...graph.keys()].filter((f) => f.startsWith('web/'));
const text = (file: string) => readFileSync(path.join(SRC, file), 'utf8');

describe('the code keeps its shape', () => {
  it('reads the whole tree', () => {
    // A graph that lost its files or edges (a path or pattern gone wrong) would pass every test below.
    expect(graph.size).toBeGreaterThan(250);
    expect(edges.length).toBeGreaterThan(1000);
    expect(edges).toContainEqual({
      from: 'web/settings/settings-page.tsx',
      to: 'web/settings/api.ts',
      typeOnly: false,
    });
  });

  it('has no import cycles', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('layers point one way: shared imports neither side, server and web never each other', () => {
    const crossing = edges.filter(
      ({ from, to }) =>
        (from.startsWith('shared/') && !to.startsWith('shared/')) ||
        (from.startsWith('server/') && to.startsWith('web/')) ||
        (from.startsWith('web/') && to.startsWith('server/')),
    );
    expect(crossing).toEqual([]);
  });

  it('the admin and manager screens share the dashboard kit, never each other', () => {
    const across = edges.filter(
      ({ from, to }) =>
        (from.startsWith('web/admin/') && to.startsWith('web/manager/')) ||
        (from.startsWith('web/manager/') && to.startsWith('web/admin/')),
    );
    expect(across).toEqual([]);
  });

  it('components neither fetch nor name an API path: each feature’s api.ts does', () => {
    const components = webFiles.filter((f) => f.endsWith('.tsx') && !f.startsWith('web/lib/'));
    expect(components.length).toBeGreaterThan(100);
    const offenders = components.filter((f) => /(^|[^.\w])fetch\(|['"`]\/api\//.test(text(f)));
    expect(offenders).toEqual([]);
  });

  it('every form submits through react-hook-form', () => {
    const forms = webFiles.filter((f) => text(f).includes('<form'));
    expect(forms.length).toBeGreaterThan(5);
    // FormDialog draws the <form> of the dialogs that use it; they hand it their form's handleSubmit.
    const own = forms.filter((f) => f !== 'web/dashboard/form-dialog.tsx');
    expect(own.filter((f) => !text(f).includes('handleSubmit('))).toEqual([]);
    const dialogs = webFiles.flatMap((f) =>
      [...text(f).matchAll(/<FormDialog\b[\s\S]*?\n\s*>/g)].map((m) => ({ f, props: m[0] })),
    );
    expect(dialogs.length).toBeGreaterThan(2);
    expect(dialogs.filter((d) => !/onSubmit=\{form\.handleSubmit\(/.test(d.props)).map((d) => d.f)).toEqual(
      [],
    );
  });

  it('the web client branches on an error’s code, never on its message text', () => {
    const reading =
      /\.message\s*(===|!==|==|!=|\.includes|\.startsWith|\.endsWith|\.match|\.search)|\.test\([^)]*\.message/;
    expect(webFiles.filter((f) => reading.test(text(f)))).toEqual([]);
  });
});
