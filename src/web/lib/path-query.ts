import { queryOptions } from '@tanstack/react-query';
import { getJson } from './api';

/**
 * A GET kept under its own path (`['/api/rewards']`), so that what invalidates or sets it names the path.
 * Reads keyed by more than their path (a period, a page, a feature's prefix) write their own options.
 */
export const pathQuery = <T>(path: string) =>
  queryOptions({ queryKey: [path] as const, queryFn: () => getJson<T>(path) });
