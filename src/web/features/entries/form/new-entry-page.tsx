import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { QueryState } from '../../../ui/query-state';
import { entryQueries } from '../api';
import { EntryForm } from './entry-form';

/** New Entry; with `?again={id}`, "Log again": the form starts from that entry (see EntryForm). */
export default function NewEntryPage() {
  const again = Number(new URLSearchParams(useSearch()).get('again')) || 0;
  return again > 0 ? <LogAgain id={again} /> : <EntryForm />;
}

function LogAgain({ id }: { id: number }) {
  const entry = useQuery(entryQueries.detail(id));
  return (
    <QueryState queries={[entry]} loading="Loading..." failed="That entry could not be loaded">
      {(data) => <EntryForm again={data} />}
    </QueryState>
  );
}
