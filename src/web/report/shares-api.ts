import { queryOptions } from '@tanstack/react-query';
import type { Share } from '../../shared/report';
import { getJson } from '../lib/api';

/** The user's share links with their view counts (the report screen manages them; Settings lists views). */
export const sharesQuery = () =>
  queryOptions({ queryKey: ['/api/shares'] as const, queryFn: () => getJson<Share[]>('/api/shares') });
