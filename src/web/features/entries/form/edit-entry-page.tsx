import { RouteEntry } from '../route-entry';
import { EntryForm } from './entry-form';

export default function EditEntryPage() {
  return (
    <RouteEntry loading="Loading entry...">
      {/* Keyed by the entry so the form starts from the loaded values (no effect copying props into state). */}
      {(entry) => <EntryForm key={entry.id} entry={entry} />}
    </RouteEntry>
  );
}
