import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { auth } from '../../../lib/auth';
import { QUICK_LOG_STATE } from '../../../lib/quick-log';
import { KEYS, storage } from '../../../lib/storage';
import { QueryState } from '../../../ui/query-state';
import { experimentQueries } from '../../insights/experiments/api';
import { entryQueries } from '../api';
import { EntryForm } from './entry-form';
import { type EntryFormValues, experimentValues, type LastSession } from './values';

/**
 * New Entry; with `?again={id}`, "Log again": the form starts from that entry (see EntryForm); with
 * `?experiment={id}`, a session of that experiment's product of today.
 */
export default function NewEntryPage() {
  const search = new URLSearchParams(useSearch());
  const again = Number(search.get('again')) || 0;
  const experiment = Number(search.get('experiment')) || 0;
  if (experiment > 0) return <ExperimentSession id={experiment} />;
  return again > 0 ? <LogAgain id={again} /> : <EntryForm />;
}

function LogAgain({ id }: { id: number }) {
  const { t } = useLingui();
  const entry = useQuery(entryQueries.detail(id));
  return (
    <QueryState queries={[entry]} loading={t`Loading...`} failed={t`That entry could not be loaded`}>
      {(data) => <EntryForm again={data} />}
    </QueryState>
  );
}

function ExperimentSession({ id }: { id: number }) {
  const experiment = useQuery(experimentQueries.detail(id));
  const { t } = useLingui();
  const last = storage.json<LastSession>(KEYS.lastSession(auth.get().userId ?? 0));
  return (
    <QueryState
      queries={[experiment]}
      loading={t`Loading...`}
      failed={t`That experiment could not be loaded`}
    >
      {(data) => {
        const values = experimentValues(data, last);
        return values ? <HandedOver values={values} /> : <EntryForm />;
      }}
    </QueryState>
  );
}

/**
 * The form starts from `values` the way it starts from the quick log sheet's: the history entry's state.
 * The sheet's "More details" hands its own values over already (the levels it was given), and they win.
 */
function HandedOver({ values }: { values: EntryFormValues }) {
  useState(() => {
    if (window.history.state?.[QUICK_LOG_STATE]) return;
    window.history.replaceState({ ...window.history.state, [QUICK_LOG_STATE]: values }, '');
  });
  return <EntryForm />;
}
