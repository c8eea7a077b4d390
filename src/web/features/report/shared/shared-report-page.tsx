import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link2Off } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useParams } from 'wouter';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../../shared/i18n';
import { ApiError } from '../../../lib/api';
import { formatDateTime, formatDay } from '../../../lib/dates';
import { activateLanguage } from '../../../lib/i18n';
import { KEYS, storage } from '../../../lib/storage';
import { Label, NativeSelect } from '../../../ui/field';
import { Spinner } from '../../../ui/spinner';
import { ReportView } from '../report-view';
import { sharedReportQuery } from './api';
import '../report.css';

/** Where this tab keeps the reader's own choice, once they switched (the sharer's language otherwise). */
const READER_CHOICE = 'strain-journal:shared-report-language';

const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

function readerChoice(): Language | null {
  try {
    const kept = sessionStorage.getItem(READER_CHOICE);
    return isLanguage(kept) ? kept : null;
  } catch {
    return null;
  }
}

/**
 * A language for this page only: active at once, while the device keeps its own language for the app (a
 * clinician who opens a German patient's link keeps their app in theirs).
 */
async function showIn(language: Language) {
  const kept = storage.get(KEYS.language);
  await activateLanguage(language);
  if (kept) storage.set(KEYS.language, kept);
  else storage.remove(KEYS.language);
}

/** The reader's switch: the report in any of the app's languages, each named in its own words. */
function LanguageSwitch({ onChoose }: { onChoose: (language: Language) => void }) {
  const { i18n, t } = useLingui();
  const id = useId();
  const current = isLanguage(i18n.locale) ? i18n.locale : '';
  return (
    <div className="no-print flex items-center gap-2 text-sm">
      <Label htmlFor={id}>{t`Language`}</Label>
      <NativeSelect
        id={id}
        className="w-auto"
        value={current}
        onChange={(e) => {
          const chosen = LANGUAGES.find((l) => l === e.target.value);
          if (chosen) onChoose(chosen);
        }}
      >
        {current ? null : <option value="">—</option>}
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/**
 * /shared/{token}: a read-only report for anyone with the link; links to nothing of the account. It opens in
 * the sharer's language (the answer's `profile.language`), unless the reader switched (issue 59).
 */
export default function SharedReportPage() {
  const { token = '' } = useParams<{ token: string }>();
  const report = useQuery(sharedReportQuery(token));
  const { t } = useLingui();
  const [chosen, setChosen] = useState<Language | null>(readerChoice);
  const sharers = report.data?.profile.language;
  const wanted = chosen ?? (isLanguage(sharers) ? sharers : null);
  useEffect(() => {
    if (wanted) void showIn(wanted);
  }, [wanted]);
  const choose = (language: Language) => {
    try {
      sessionStorage.setItem(READER_CHOICE, language);
    } catch {
      // Storage refused (a private window): the choice holds until the page is left.
    }
    setChosen(language);
  };
  const by = report.data?.profile.displayName;
  const from = report.data ? formatDay(report.data.from) : '';
  const to = report.data ? formatDay(report.data.to) : '';
  const until = report.data?.share ? formatDateTime(report.data.share.expiresAt) : '';
  return (
    <main id="main" className="mx-auto max-w-3xl p-6">
      <div className="mb-4 flex justify-end">
        <LanguageSwitch onChoose={choose} />
      </div>
      {report.isPending ? <Spinner label={t`Loading report...`} /> : null}
      {report.isError ? (
        <div className="mx-auto max-w-md rounded-3xl border border-border bg-card p-8 text-center shadow-sm">
          <Link2Off className="mx-auto mb-4 size-10 text-primary" aria-hidden="true" />
          <h1 className="text-2xl font-bold">
            <Trans>This link no longer works</Trans>
          </h1>
          <p className="mt-2 text-sm text-muted-foreground">
            {report.error instanceof ApiError && report.error.status === 429
              ? t`Too many links were tried from here. Wait a minute and try again.`
              : t`It may have expired or been revoked. Ask the person who shared it for a new link.`}
          </p>
        </div>
      ) : null}
      {report.data ? (
        <div className="print-area">
          <header className="mb-4">
            <h1 className="text-2xl font-bold">
              <Trans>Strain journal report</Trans>
            </h1>
            <p className="mt-1 text-sm text-muted-foreground" data-testid="shared-by">
              {by ? t`Shared by ${by}` : t`Shared from a Strain Journal account`} · {t`${from} to ${to}`}
              {report.data.share ? (
                <span className="no-print"> · {t`This link works until ${until}`}</span>
              ) : null}
            </p>
          </header>
          <ReportView report={report.data} />
        </div>
      ) : null}
    </main>
  );
}
