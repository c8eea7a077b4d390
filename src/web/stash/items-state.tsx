import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Spinner } from '../ui/spinner';

/** The stash items' loading and failure states on /stash and /wishlist; the page's list once they have come. */
export function ItemsState({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<unknown>;
  loading: string;
  failed: string;
  children: ReactNode;
}) {
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError)
    return (
      <Card className="p-6 text-center">
        <p className="font-medium">{failed}</p>
        <p className="mt-1 text-sm text-muted-foreground">{errorMessage(query.error)}</p>
        <Button variant="outline" className="mt-4" onClick={() => query.refetch()}>
          Try again
        </Button>
      </Card>
    );
  return children;
}
