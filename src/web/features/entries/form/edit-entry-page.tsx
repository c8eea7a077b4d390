import { useLingui } from '@lingui/react/macro';
import { RouteEntry } from '../route-entry';
import { EntryForm } from './entry-form';

export default function EditEntryPage() {
  const { t } = useLingui();
  return (
    <RouteEntry loading={t`Loading entry...`}>
      {/* Keyed by the entry so the form starts from the loaded values (no effect copying props into state). */}
      {(entry) => <EntryForm key={entry.id} entry={entry} />}
    </RouteEntry>
  );
}
