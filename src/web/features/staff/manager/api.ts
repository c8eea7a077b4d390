import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DayFilter, EntrySort, StashLevelFilter } from '../../../../shared/dashboard-rules';
import type {
  DashboardEntry,
  DashboardStashItem,
  ManagerSummary,
  ManagerTrends,
  ManagerUser,
  PointActivityRow,
  RewardsUsage,
  UserRewardRow,
} from '../../../../shared/dashboards';
import { FIRST_DATA_URLS, managerTrendsUrl } from '../../../../shared/screens';
import type { ManagerRelief } from '../../../../shared/session-rules';
import { getJsonOr, pagedQuery } from '../dashboard/paged';

export interface EntryFilters {
  q: string;
  user: string;
  days: DayFilter | 0;
  minRating: number;
  sort: EntrySort;
}

export const EMPTY_ENTRY_FILTERS: EntryFilters = { q: '', user: '', days: 0, minRating: 0, sort: 'newest' };

export interface StashFilters {
  q: string;
  user: string;
  level: StashLevelFilter;
}

/**
 * The inventory tab's filters, kept across mounts (moving between /manager paths mounts the screen
 * afresh) and set by the Inventory Alerts panel's 'view more'.
 */
export const inventoryFilters = {
  current: { q: '', user: '', level: 'all', page: 1 } as StashFilters & { page: number },
  showNeedsRestocking() {
    this.current = { ...this.current, level: 'restock', page: 1 };
  },
};

/** Every query of the manager screen, keyed under 'manager' so one refresh renews them all. */
export const managerQueries = {
  all: () => ['manager'] as const,
  summary: () =>
    queryOptions({
      queryKey: [...managerQueries.all(), 'summary'],
      queryFn: () =>
        getJsonOr<ManagerSummary>(FIRST_DATA_URLS.managerSummary, /*i18n*/ 'Failed to fetch entries'),
    }),
  relief: () =>
    queryOptions({
      queryKey: [...managerQueries.all(), 'relief'],
      queryFn: () =>
        getJsonOr<ManagerRelief>('/api/manager/relief', /*i18n*/ 'Failed to fetch relief by symptom'),
    }),
  trends: (days: DayFilter) =>
    queryOptions({
      queryKey: [...managerQueries.all(), 'trends', days],
      queryFn: () => getJsonOr<ManagerTrends>(managerTrendsUrl(days), /*i18n*/ 'Failed to fetch entries'),
      placeholderData: keepPreviousData,
    }),
  entries: (filters: EntryFilters & { page: number; pageSize: number; reviews?: boolean }) =>
    pagedQuery<DashboardEntry>(
      '/api/manager/entries',
      { ...filters, days: filters.days || undefined },
      /*i18n*/ 'Failed to fetch entries',
    ),
  stash: (filters: StashFilters & { page: number; pageSize: number }) =>
    pagedQuery<DashboardStashItem>(
      '/api/manager/stash',
      {
        ...filters,
        level: filters.level === 'all' ? undefined : filters.level,
      },
      /*i18n*/ 'Failed to fetch stash items',
    ),
  users: (params: { q: string; page: number; pageSize: number }) =>
    pagedQuery<ManagerUser>('/api/manager/users', params, /*i18n*/ 'Failed to fetch users'),
  pointActivities: (params: { page: number; pageSize: number }) =>
    pagedQuery<PointActivityRow>(
      '/api/manager/point-activities',
      params,
      /*i18n*/ 'Failed to fetch point activities',
    ),
  userRewards: (params: { page: number; pageSize: number }) =>
    pagedQuery<UserRewardRow>('/api/manager/user-rewards', params, /*i18n*/ 'Failed to fetch user rewards'),
  rewardsUsage: () =>
    queryOptions({
      queryKey: [...managerQueries.all(), 'rewards-usage'],
      queryFn: () =>
        getJsonOr<RewardsUsage>('/api/manager/rewards-usage', /*i18n*/ 'Failed to fetch rewards'),
    }),
};
