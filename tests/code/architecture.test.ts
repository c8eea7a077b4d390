import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, type Edge, importGraph, SRC } from './import-graph.js';

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
      from: 'web/features/account/settings/settings-page.tsx',
      to: 'web/features/account/settings/api.ts',
      typeOnly: false,
    });
  });

  it('has no import cycles, type-only imports included', () => {
    expect(cycles(graph)).toEqual([]);
    expect(cycles(graph, { typeOnly: true })).toEqual([]);
  });

  // The web's tiers are where a file sits, not a list: the kits at the bottom (`lib`, then `ui`), one
  // folder per feature in `features/`, the app shell in `app/` at the top. A new feature's folder is a
  // feature by being in `features/`; a folder anywhere else under src/web fails until it sits in a tier.
  const WEB_TIERS = ['lib', 'ui', 'features', 'app'] as const;
  const tierOf = (file: string) => WEB_TIERS.indexOf(file.split('/')[1] as (typeof WEB_TIERS)[number]);
  /** The feature a file belongs to (`web/features/<feature>/…`), else null. */
  const featureOf = (file: string) => (file.startsWith('web/features/') ? file.split('/')[2] : null);
  const webEdges = edges.filter(({ from, to }) => from.startsWith('web/') && to.startsWith('web/'));

  it('web: every file sits in a tier: lib, ui, a feature of features/, or app', () => {
    expect(webFiles.length).toBeGreaterThan(150);
    expect(webFiles.filter((f) => tierOf(f) < 0 || (tierOf(f) === 2 && f.split('/').length < 4))).toEqual([]);
    // The features the issue named (56): each in its one folder.
    const features = new Set(webFiles.map(featureOf).filter(Boolean));
    expect([...features].sort()).toEqual(
      expect.arrayContaining(['account', 'entries', 'insights', 'report', 'rewards', 'staff', 'stash']),
    );
  });

  it('web: no import climbs a tier (kits import no feature; nothing below imports app/)', () => {
    const upward = webEdges
      .filter(({ from, to }) => tierOf(to) > tierOf(from))
      .map(({ from, to }) => `${from} -> ${to}`);
    expect(upward).toEqual([]);
  });

  /** The imports that close a ring between the groups `groupOf` puts files in (none: they import one way). */
  function ringImports(list: typeof edges, groupOf: (file: string) => string | null) {
    const across = list.filter(
      ({ from, to }) => groupOf(from) && groupOf(to) && groupOf(from) !== groupOf(to),
    );
    expect(across.length).toBeGreaterThan(5);
    // The group-to-group graph, each arrow with the imports that make it.
    const groups = new Map<string, Edge[]>();
    for (const { from, to, typeOnly } of across) {
      const arrows = groups.get(groupOf(from)!) ?? [];
      if (!arrows.some((e) => e.to === groupOf(to))) arrows.push({ to: groupOf(to)!, typeOnly });
      groups.set(groupOf(from)!, arrows);
    }
    return cycles(groups, { typeOnly: true }).flatMap((ring) =>
      across
        .filter(({ from, to }) => ring.includes(groupOf(from)!) && ring.includes(groupOf(to)!))
        .map(({ from, to }) => `${from} -> ${to}`),
    );
  }

  it('web: features import one another one way only (their graph has no cycle, type-only imports included)', () => {
    expect(ringImports(webEdges, featureOf)).toEqual([]);
  });

  it('server: the domain’s subjects import one another one way only (no cycle, type-only imports included)', () => {
    /** The subject a domain file belongs to (`server/domain/<subject>/…`), else null. */
    const subjectOf = (file: string) =>
      file.startsWith('server/domain/') && file.split('/').length > 3 ? file.split('/')[2] : null;
    const domainEdges = edges.filter(
      ({ from, to }) => from.startsWith('server/domain/') && to.startsWith('server/domain/'),
    );
    expect(new Set(domainEdges.map(({ from }) => subjectOf(from)).filter(Boolean)).size).toBeGreaterThan(8);
    expect(ringImports(domainEdges, subjectOf)).toEqual([]);
  });

  it('web: New Entry reaches the request helper within the entries feature and the kits', () => {
    // The walk docs/architecture.md tells: the form, its submit, the save, the outbox, the entries' api.ts,
    // lib/api.ts. A newcomer following it never leaves features/entries (but for lib and ui).
    const inside = (f: string) => /^web\/(features\/entries|lib|ui)\//.test(f);
    const seen = new Set(['web/features/entries/form/new-entry-page.tsx']);
    for (const file of seen)
      for (const { to } of graph.get(file) ?? []) if (inside(to) && !seen.has(to)) seen.add(to);
    expect(seen).toContain('web/features/entries/form/entry-form.tsx');
    expect(seen).toContain('web/features/entries/outbox/outbox.ts');
    expect(seen).toContain('web/lib/api.ts');
  });

  it('web: no file is over 400 lines', () => {
    const long = webFiles.filter((f) => text(f).split('\n').length > 400);
    expect(long).toEqual([]);
  });

  // The server's folders in layers, the ground first. A file imports only its own folder and the layers
  // below its own; folders of one layer never import each other. A new folder fails here until it is given
  // a layer: where it goes is a decision.
  const LAYERS = {
    server: [
      ['config', 'errors', 'i18n', 'banner', 'turns', 'worker-pool', 'kept'],
      ['db'],
      ['auth'], // sessions, passwords, sign-in limits
      ['domain'], // rules over the database, one folder per subject
      ['routes', 'metrics', 'page', 'demo'],
      ['http'], // what every answer goes through: security headers, request checks, errors, the web's pages
      ['app', 'seed'],
      ['main'],
    ],
  } as const;

  for (const [side, layers] of Object.entries(LAYERS)) {
    it(`${side}: every import points down a layer or stays in its folder`, () => {
      const folderOf = (file: string) => file.split('/')[1].replace(/\.tsx?$/, '');
      const layerOf = new Map(layers.flatMap((folders, i) => folders.map((f) => [f as string, i])));
      const files = [...graph.keys()].filter((f) => f.startsWith(`${side}/`));
      expect(files.length).toBeGreaterThan(50);
      expect(files.map(folderOf).filter((f) => !layerOf.has(f))).toEqual([]);
      const upward = edges
        .filter(({ from, to }) => from.startsWith(`${side}/`) && to.startsWith(`${side}/`))
        .filter(({ from, to }) => folderOf(from) !== folderOf(to))
        .filter(({ from, to }) => layerOf.get(folderOf(to))! >= layerOf.get(folderOf(from))!)
        .map(({ from, to }) => `${from} -> ${to}`);
      expect(upward).toEqual([]);
    });
  }

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
    const STAFF = 'web/features/staff/';
    const across = edges.filter(
      ({ from, to }) =>
        (from.startsWith(`${STAFF}admin/`) && to.startsWith(`${STAFF}manager/`)) ||
        (from.startsWith(`${STAFF}manager/`) && to.startsWith(`${STAFF}admin/`)),
    );
    expect(across).toEqual([]);
    // Both use it; the kit imports neither screen.
    const into = (folder: string) =>
      edges.some(({ from, to }) => from.startsWith(STAFF + folder) && to.startsWith(`${STAFF}dashboard/`));
    expect(into('admin/') && into('manager/')).toBe(true);
    const kitUp = edges.filter(
      ({ from, to }) =>
        from.startsWith(`${STAFF}dashboard/`) && /^web\/features\/staff\/(admin|manager)\//.test(to),
    );
    expect(kitUp).toEqual([]);
  });

  it('components neither fetch nor name an API path: each feature’s api.ts does', () => {
    const components = webFiles.filter((f) => f.endsWith('.tsx') && !f.startsWith('web/lib/'));
    expect(components.length).toBeGreaterThan(100);
    const offenders = components.filter((f) => /(^|[^.\w])fetch\(|['"`]\/api\//.test(text(f)));
    expect(offenders).toEqual([]);
  });

  // Decision 0046: a feature's api.ts raises its requests' toasts, so every caller of a mutation gets the
  // same ones. Toasts elsewhere say what no feature's request says, or are in the request layer itself.
  const TOASTS_OUTSIDE_API: Record<string, string> = {
    'web/lib/': "the request layer: the settings' save, and downloads worded by the feature's api.ts",
    'web/features/staff/dashboard/record-mutation.ts':
      "the dashboards' mutation maker, worded by admin/api.ts",
    'web/features/entries/save-entry.ts':
      'an entries mutation hook, beside api.ts so the first load skips the outbox',
    'web/features/entries/entry-actions.ts':
      'entries mutation hooks, beside api.ts so the first load skips the outbox',
    'web/features/entries/follow-up/follow-up.ts':
      'an entries mutation hook, apart from api.ts so the first load skips the outbox',
    'web/features/entries/outbox/':
      "the outbox's sync and retry: the request layer of what was saved offline",
    'web/features/entries/form/use-entry-submit.ts':
      "the entry form's own refusals: before sending, and on its fields",
    'web/features/entries/follow-up/follow-up-form.tsx': "the follow-up form's refusal before sending",
    'web/features/entries/follow-up/follow-up-card.tsx':
      'the follow-up form could not load, so nothing was sent',
    'web/ui/copy-button.tsx': 'copied to the clipboard, or not: no request',
    'web/features/account/sign-out.ts': 'signed out: an app-level event',
    'web/features/account/session-ended.ts': 'the session ended elsewhere: an app-level event',
    'web/features/rewards/progress/achievements-dialog.tsx':
      'a celebration: an achievement announced on opening, no request',
  };
  it("toasts are raised by a feature's api.ts, or where decision 0046 says they may be", () => {
    const raises = (f: string) => /(^|[^.\w])toast(Error)?\(/.test(text(f));
    const allowed = Object.keys(TOASTS_OUTSIDE_API);
    const inApi = webFiles.filter((f) => f.endsWith('/api.ts') && raises(f));
    expect(inApi.length).toBeGreaterThan(2);
    const outside = webFiles.filter((f) => !f.endsWith('/api.ts') && raises(f));
    expect(outside.filter((f) => !allowed.some((place) => f.startsWith(place)))).toEqual([]);
    // An allowed place that no longer toasts leaves the list.
    expect(allowed.filter((place) => !outside.some((f) => f.startsWith(place)))).toEqual([]);
  });

  it('every form submits through react-hook-form', () => {
    const forms = webFiles.filter((f) => text(f).includes('<form'));
    expect(forms.length).toBeGreaterThan(5);
    // FormDialog draws the <form> of the dialogs that use it; they hand it their form's handleSubmit.
    const own = forms.filter((f) => f !== 'web/ui/form-dialog.tsx');
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
