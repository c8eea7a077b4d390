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

  it('has no import cycles, type-only imports included', () => {
    expect(cycles(graph)).toEqual([]);
    expect(cycles(graph, { typeOnly: true })).toEqual([]);
  });

  // Each side's folders in layers, the ground first. A file imports only its own folder and the layers
  // below its own; folders of one layer never import each other (two screens share a part by moving it
  // down). A new folder fails here until it is given a layer: where it goes is a decision.
  const LAYERS = {
    web: [
      ['lib'], // the request helper, auth, storage, dates, formats, the toast store: no React parts
      ['ui'], // shared parts: fields, dialogs, cards, charts
      ['progress'], // points, celebrations, achievements' pop-ups
      ['entries'], // entries' reads and writes, the outbox that keeps and replays them
      ['offline'], // the outbox's list and sync, forgetting a device's copies
      ['account'], // signing out, the account menu
      ['dashboard'], // the kit the manager's and admin's screens share
      // The screens: each its own, never importing another.
      [
        'journal',
        'stash',
        'sessions',
        'insights',
        'rewards',
        'report',
        'login',
        'not-found',
        'admin',
        'manager',
      ],
      // Screens made of the screens' parts.
      ['entry', 'entry-form', 'home', 'search', 'settings', 'wishlist', 'shared-report'],
      ['onboarding'], // the first day's steps, made of the settings' cards
      ['shell'], // the signed-in frame: bars, menus, reminders, onboarding

      ['first-queries'], // what the first screen asks for as the app starts
      ['providers', 'app'],
      ['boot', 'main'],
    ],
    server: [
      ['config', 'errors', 'banner', 'turns'],
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

  // Decision 0046: a feature's api.ts raises its requests' toasts, so every caller of a mutation gets the
  // same ones. Toasts elsewhere say what no feature's request says, or are in the request layer itself.
  const TOASTS_OUTSIDE_API: Record<string, string> = {
    'web/lib/': "the request layer: the settings' save, and downloads worded by the feature's api.ts",
    'web/dashboard/record-mutation.ts': "the dashboards' mutation maker, worded by admin/api.ts",
    'web/entries/save-entry.ts': 'an entries mutation hook, beside api.ts so the first load skips the outbox',
    'web/entries/entry-actions.ts':
      'entries mutation hooks, beside api.ts so the first load skips the outbox',
    'web/entries/follow-up.ts': 'an entries mutation hook, beside api.ts so the first load skips the outbox',
    'web/offline/': "the outbox's sync and retry: the request layer of what was saved offline",
    'web/entry-form/use-entry-submit.ts': "the entry form's own refusals: before sending, and on its fields",
    'web/sessions/follow-up.tsx': "the follow-up form's refusal before sending",
    'web/sessions/follow-up-card.tsx': 'the follow-up form could not load, so nothing was sent',
    'web/ui/copy-button.tsx': 'copied to the clipboard, or not: no request',
    'web/account/sign-out.ts': 'signed out: an app-level event',
    'web/account/session-ended.ts': 'the session ended elsewhere: an app-level event',
    'web/progress/achievements-dialog.tsx': 'a celebration: an achievement announced on opening, no request',
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
