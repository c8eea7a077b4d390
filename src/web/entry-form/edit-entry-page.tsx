import { useParams } from 'wouter';
import { EntryNotFound, parseEntryId } from '../entry/entry-not-found';
import { useEntry } from '../entry/use-entry';
import { Spinner } from '../ui/spinner';
import { EntryForm } from './entry-form';

export default function EditEntryPage() {
  const params = useParams<{ id: string }>();
  const id = parseEntryId(params.id);
  const entry = useEntry(id);
  if (id === null || entry.isError) return <EntryNotFound />;
  if (entry.isPending) return <Spinner label="Loading entry..." />;
  // Keyed by the entry so the form starts from the loaded values (no effect copying props into state).
  return <EntryForm key={entry.data.id} entry={entry.data} />;
}
