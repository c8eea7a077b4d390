import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import type { Entry } from '../../../shared/entries';
import { Spinner } from '../../ui/spinner';
import { EntryNotFound, parseEntryId } from './entry-not-found';
import { useEntry } from './use-entry';

/**
 * The entry the route's `:id` names, for detail and edit: "not found" for a bad id or a failed load, the
 * spinner (saying `loading`) while it loads, then `children` with the entry.
 */
export function RouteEntry({
  loading,
  children,
}: {
  loading: string;
  children: (entry: Entry) => ReactNode;
}) {
  const params = useParams<{ id: string }>();
  const id = parseEntryId(params.id);
  const entry = useEntry(id);
  if (id === null || entry.isError) return <EntryNotFound />;
  if (entry.isPending) return <Spinner label={loading} />;
  return children(entry.data);
}
