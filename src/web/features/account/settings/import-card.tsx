import { plural, select } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { FileUp } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  CSV_FIELDS,
  type CsvField,
  choicesOf,
  columnsOf,
  csvColumnsInput,
  guessMapping,
  IMPORT_MAX_BYTES,
  IMPORT_TOO_LARGE_MESSAGE,
  rowToEntry,
} from '../../../../shared/import';
import type { ImportReport } from '../../../../shared/privacy';
import { ApiError, errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/dates';
import { useZodForm } from '../../../lib/form';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { NativeSelect } from '../../../ui/field';
import { FormField } from '../../../ui/form-field';
import { useImportJournal } from './api';

type Parsed =
  | {
      kind: 'json';
      name: string;
      body: unknown;
      counts: { entries: number; favorites: number; stash: number };
    }
  | { kind: 'csv'; name: string; headers: string[]; rows: string[][] };

interface ImportState {
  parsed: Parsed | null;
  report: ImportReport | null;
  problem: string | null;
}
const START: ImportState = { parsed: null, report: null, problem: null };

/** Brings a journal back in: our JSON export, or a spreadsheet's CSV with a column mapping preview. */
export function ImportCard() {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const [state, setState] = useState<ImportState>(START);
  const { parsed, report, problem } = state;
  const patch = (next: Partial<ImportState>) => setState((s) => ({ ...s, ...next }));

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    patch({ report: null, problem: null, parsed: null });
    const problemIs = (problem: string) => patch({ problem });
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) return problemIs(i18n._(IMPORT_TOO_LARGE_MESSAGE));
    const text = await file.text();
    if (/\.json$/i.test(file.name) || text.trimStart().startsWith('{')) {
      try {
        const body = JSON.parse(text) as Record<string, unknown>;
        const count = (k: string) => (Array.isArray(body[k]) ? (body[k] as unknown[]).length : 0);
        patch({
          parsed: {
            kind: 'json',
            name: file.name,
            body,
            counts: { entries: count('entries'), favorites: count('favorites'), stash: count('stash') },
          },
        });
      } catch {
        problemIs(t`That file is not valid JSON. Choose a Strain Journal export or a CSV file.`);
      }
      return;
    }
    // The CSV parser is fetched when a CSV file is chosen, not with the Settings screen; its fetch failing
    // (offline before the app was installed, say) is not the file's fault.
    const csv = await import('csv-parse/browser/esm/sync').catch(() => null);
    if (!csv) return problemIs(t`The CSV reader could not be loaded. Check your connection and try again.`);
    try {
      const records = csv.parse(text.replace(/^\ufeff/, ''), {
        skip_empty_lines: true,
        relax_column_count: true,
      }) as string[][];
      if (records.length < 2) return problemIs(t`That CSV file has no rows under its header.`);
      const [headers, ...rows] = records;
      patch({ parsed: { kind: 'csv', name: file.name, headers, rows } });
    } catch (err) {
      const reason = err instanceof Error ? err.message : t`unknown error`;
      problemIs(t`That CSV file could not be read: ${reason}`);
    }
  }

  const importing = useImportJournal();
  const busy = importing.isPending;
  function send(body: unknown) {
    patch({ report: null, problem: null });
    importing.mutate(body, {
      onSuccess: (result) => patch({ report: result, parsed: null }),
      onError: (err) => {
        // A refusal names the rows that need fixing: nothing was saved.
        const refused =
          err instanceof ApiError && err.code === 'import_refused' ? (err.body as ImportReport) : null;
        patch({
          problem: errorMessage(err),
          ...(refused?.rejected
            ? { report: { ...refused, imported: { entries: 0, favorites: 0, stash: 0, settings: false } } }
            : {}),
        });
      },
    });
  }
  const cancel = () => patch({ parsed: null });
  const skipped = report?.skipped ?? 0;
  const rejectedCount = report?.rejected.length ?? 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Import a journal</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Bring back a Strain Journal export (JSON), or entries kept in a spreadsheet (CSV). Nothing is
            saved unless every row is valid. Points are never imported.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div>
          <label
            htmlFor={inputId}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-border bg-card px-4 text-sm font-medium hover:bg-muted focus-within:outline-2 focus-within:outline-primary"
          >
            <FileUp className="size-4" aria-hidden="true" /> <Trans>Choose a file</Trans>
            <input
              id={inputId}
              type="file"
              accept=".json,.csv,application/json,text/csv"
              className="sr-only"
              onChange={onFile}
            />
          </label>
        </div>

        {parsed?.kind === 'json' ? (
          <>
            <p className="text-sm">
              <span className="font-medium">{parsed.name}</span>: <JsonCounts {...parsed.counts} />
            </p>
            <ImportButtons
              busy={busy}
              label={t`Import`}
              onImport={() => send(parsed.body)}
              onCancel={cancel}
            />
          </>
        ) : null}

        {parsed?.kind === 'csv' ? (
          <CsvImportForm
            // A new file starts from the columns guessed from its own headers.
            key={`${parsed.name}:${parsed.rows.length}:${parsed.headers.join(',')}`}
            file={parsed}
            busy={busy}
            onImport={(mapping) =>
              send({ entries: parsed.rows.map((row) => rowToEntry(row, mapping, parsed.headers)) })
            }
            onCancel={cancel}
          />
        ) : null}

        {problem ? (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
        {report && report.rejected.length > 0 ? (
          <div className="rounded-xl border border-destructive/40 p-3 text-sm">
            <p className="font-medium">{t`Rows that need fixing (${rejectedCount}):`}</p>
            <ul className="mt-2 max-h-48 list-disc space-y-1 overflow-y-auto pl-5">
              {report.rejected.slice(0, 50).map((r) => {
                const kind = r.kind;
                const row = r.index + 1;
                const reason = i18n._(r.reason);
                return (
                  <li key={`${r.kind}-${r.index}`}>
                    {t`${select(kind, { entry: 'Entry', favorite: 'Favorite', stash: 'Stash item', settings: 'Settings', experiment: 'Experiment', other: 'File' })} ${row}: ${reason}`}
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
        {report && report.rejected.length === 0 ? (
          <p role="status" className="text-sm">
            <ImportedCounts {...report.imported} />
            {report.skipped > 0 ? (
              <>
                {' '}
                <Plural
                  value={skipped}
                  one="# already in your journal was skipped."
                  other="# already in your journal were skipped."
                />
              </>
            ) : null}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** What a JSON export holds: "3 entries, 1 favorite, 0 stash items." */
function JsonCounts({ entries, favorites, stash }: { entries: number; favorites: number; stash: number }) {
  const { t } = useLingui();
  return t`${plural(entries, { one: '# entry', other: '# entries' })}, ${plural(favorites, { one: '# favorite', other: '# favorites' })}, ${plural(stash, { one: '# stash item', other: '# stash items' })}.`;
}

/** What an import brought in, the settings among it or not. */
function ImportedCounts({
  entries,
  favorites,
  stash,
  settings,
}: {
  entries: number;
  favorites: number;
  stash: number;
  settings: boolean;
}) {
  const { t } = useLingui();
  const counts = t`${plural(entries, { one: '# entry', other: '# entries' })}, ${plural(favorites, { one: '# favorite', other: '# favorites' })}, ${plural(stash, { one: '# stash item', other: '# stash items' })}`;
  return settings ? t`Imported: ${counts}, and your settings.` : t`Imported: ${counts}.`;
}

function ImportButtons({
  busy,
  label,
  onImport,
  onCancel,
}: {
  busy: boolean;
  label: string;
  /** Without it, Import submits the form it stands in. */
  onImport?: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="flex gap-2">
      <Button type={onImport ? 'button' : 'submit'} onClick={onImport} busy={busy}>
        {busy ? <Trans>Importing...</Trans> : label}
      </Button>
      <Button type="button" variant="outline" onClick={onCancel} busy={busy}>
        <Trans>Cancel</Trans>
      </Button>
    </div>
  );
}

/** A spreadsheet's columns matched to the journal's fields, with the first rows as they will be imported. */
function CsvImportForm({
  file,
  busy,
  onImport,
  onCancel,
}: {
  file: Extract<Parsed, { kind: 'csv' }>;
  busy: boolean;
  onImport: (mapping: Record<CsvField, number | null>) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const form = useZodForm(csvColumnsInput, { defaultValues: choicesOf(guessMapping(file.headers)) });
  const rows = file.rows.length;
  const choices = useWatch({ control: form.control });
  const mapping = columnsOf(choices);
  const preview = file.rows.slice(0, 5).map((row) => rowToEntry(row, mapping, file.headers));
  return (
    <form
      onSubmit={form.handleSubmit(onImport)}
      noValidate
      aria-label={t`Import a spreadsheet`}
      className="space-y-3"
    >
      <p className="text-sm">
        <span className="font-medium">{file.name}</span>:{' '}
        <Plural
          value={rows}
          one="# row. Match its columns to the journal's fields."
          other="# rows. Match its columns to the journal's fields."
        />
      </p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {CSV_FIELDS.map((field) => {
          const name = i18n._(field.label);
          const fallback = i18n._(field.fallback);
          return (
            <FormField
              key={field.key}
              form={form}
              name={field.key}
              id={`map-${field.key}`}
              label={field.required ? t`${name} *` : name}
            >
              <NativeSelect {...form.register(field.key)} aria-required={field.required}>
                <option value="">{field.required ? t`Choose a column` : t`Not in file (${fallback})`}</option>
                {file.headers.map((h, i) => {
                  const column = i + 1;
                  return (
                    <option key={`${h}-${i}`} value={String(i)}>
                      {h || t`Column ${column}`}
                    </option>
                  );
                })}
              </NativeSelect>
            </FormField>
          );
        })}
      </div>
      <section
        className="overflow-x-auto rounded-xl border border-border"
        tabIndex={0}
        aria-label={t`Import preview`}
      >
        <table className="w-full text-left text-xs">
          <caption className="sr-only">
            <Trans>Preview of the first rows as they will be imported</Trans>
          </caption>
          <thead className="bg-muted">
            <tr>
              <th className="p-2">
                <Trans>Strain</Trans>
              </th>
              <th className="p-2">
                <Trans>Type</Trans>
              </th>
              <th className="p-2">
                <Trans>Method</Trans>
              </th>
              <th className="p-2">
                <Trans>Rating</Trans>
              </th>
              <th className="p-2">
                <Trans>Effects</Trans>
              </th>
              <th className="p-2">
                <Trans>Date</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.map((p, i) => (
              <tr key={i} className="border-t border-border">
                <td className="p-2">{p.strainName || '—'}</td>
                <td className="p-2">{p.strainType}</td>
                <td className="p-2">{p.method}</td>
                <td className="p-2">{p.overallRating ?? '—'}</td>
                <td className="p-2">{p.effects.join(', ')}</td>
                <td className="p-2">{p.createdAt ? formatDate(p.createdAt) : t`today`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <ImportButtons
        busy={busy}
        label={t`Import ${plural(rows, { one: '# entry', other: '# entries' })}`}
        onCancel={onCancel}
      />
    </form>
  );
}
