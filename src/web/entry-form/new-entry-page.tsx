import { EntryForm } from './entry-form';

export default function NewEntryPage() {
  return <EntryForm />;
}
