import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api';
import { Failure } from './failure';
import { Spinner } from './spinner';

// biome-ignore lint/suspicious/noExplicitAny: any query's data and error, whatever its types
export type AnyQuery = UseQueryResult<any, any>;
type DataOf<Q extends readonly AnyQuery[]> = { [K in keyof Q]: NonNullable<Q[K]['data']> };

export type QueryStateProps<Q extends readonly AnyQuery[]> = {
  queries: Q;
  /** The spinner's words. */
  loading?: string;
  /** What could not load, as its title (the error's words go under it); by default the error's own words
   * as the title, for queries whose error already says what failed (the dashboards' spec texts). */
  failed?: string;
  compact?: boolean;
  /** A placeholder of the content's shape, in place of the spinner. */
  pending?: ReactNode;
  /** Shown in place of the children when `isEmpty` says there is nothing to show. */
  empty?: ReactNode;
  /** By default: the first query's data is an empty list. */
  isEmpty?: (...data: DataOf<Q>) => boolean;
  children: (...data: DataOf<Q>) => ReactNode;
};

/**
 * What a screen shows for the data it asked: a spinner while any of it is on its way, one `Failure` (with
 * Try again for what failed) if any of it could not load, `empty` when there is nothing in it, and the
 * children once all of it is here. Data already shown stays shown when a later refetch fails, under a
 * compact `Failure` saying so. Offline with nothing cached, it says it waits for the network (TanStack
 * Query resumes by itself when the browser is back online).
 */
export function QueryState<const Q extends readonly AnyQuery[]>({
  queries,
  loading,
  failed,
  compact,
  pending,
  empty,
  isEmpty,
  children,
}: QueryStateProps<Q>) {
  const { t } = useLingui();
  const data = queries.map((q) => q.data) as DataOf<Q>;
  const waiting = data.some((d) => d === undefined);
  const failing = queries.filter((q) => q.isError);
  const message = errorMessage(failing[0]?.error);
  // The screen's own title takes the error's words under it; without one, those words are the title.
  const reason = failed ? sentence(message) : '';
  // Nothing to show, or data from before a refetch that failed: the same block, full or as a notice.
  const failure =
    failing.length > 0 ? (
      <Failure
        compact={compact || !waiting}
        className={waiting ? undefined : 'mb-4'}
        title={failed ?? message}
        detail={
          waiting ? reason || undefined : `${reason} ${t`Shown below is what was loaded before.`}`.trim()
        }
        onRetry={() => {
          for (const q of failing) void q.refetch();
        }}
      />
    ) : null;
  if (waiting) {
    if (failure && failing.some((q) => q.data === undefined)) return failure;
    if (queries.some((q) => q.data === undefined && q.fetchStatus === 'paused'))
      return (
        <Failure
          offline
          compact={compact}
          title={t`You are offline`}
          detail={t`This loads as soon as you are back online.`}
        />
      );
    return pending ?? <Spinner label={loading} compact={compact} />;
  }
  const content =
    empty !== undefined && (isEmpty ? isEmpty(...data) : firstIsEmptyList(data)) ? empty : children(...data);
  return failure ? (
    <>
      {failure}
      {content}
    </>
  ) : (
    content
  );
}

/** The message as a sentence, to put another after it. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

function firstIsEmptyList(data: readonly unknown[]) {
  return Array.isArray(data[0]) && data[0].length === 0;
}
