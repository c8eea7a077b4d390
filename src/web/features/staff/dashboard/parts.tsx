import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { type LucideIcon, Pencil, RefreshCw, Star, Trash2, UserRound } from 'lucide-react';
import {
  type ComponentProps,
  type ComponentType,
  type ReactNode,
  type RefObject,
  useLayoutEffect,
  useRef,
} from 'react';
import { label as labelOf, RATING_MAX } from '../../../../shared/constants';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { formatDecimal, formatNumber } from '../../../lib/format';
import { Button, type ButtonProps } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Failure } from '../../../ui/failure';
import { SearchField } from '../../../ui/search-field';
import { withFreshFigures } from './paged';

/** "4/5" with five stars; the stars are decoration, the text says it. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const rounded = Math.round(rating);
  return (
    <span className={cn('inline-flex items-center gap-1.5 whitespace-nowrap', className)}>
      <span className="inline-flex" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((i) => (
          <Star
            key={i}
            className={cn(
              'size-3.5',
              i <= rounded ? 'fill-amber-400 text-amber-400' : 'fill-transparent text-muted-foreground/40',
            )}
          />
        ))}
      </span>
      <span className="tabular-nums">
        {Number.isInteger(rating) ? formatNumber(rating) : formatDecimal(rating)}/{RATING_MAX}
      </span>
    </span>
  );
}

/** One summary figure of a `StatRow`, computed from the row's data once it has come. */
export interface StatSpec<D> {
  label: string;
  icon?: ComponentType<{ className?: string }>;
  tone?: 'primary' | 'warning' | 'success' | 'muted';
  value: (data: D) => ReactNode;
  /** A fixed line under the figure, or one computed from the data. */
  hint?: ReactNode | ((data: D) => ReactNode);
}

/**
 * The row of summary cards on top of a dashboard tab: placeholders until `data` comes. When its `query` has
 * failed and is not trying again, the cards say "not available" instead of waiting forever; with `explain`,
 * the row says why under the cards, with Try again (left out where the screen says it already).
 */
export function StatRow<D>({
  data,
  query,
  explain,
  failureClassName,
  cards,
  as: Box = 'div',
  className = 'grid grid-cols-2 gap-3 sm:grid-cols-3 [&>*:last-child]:col-span-2 sm:[&>*:last-child]:col-span-1',
  ...rest
}: {
  data: D | undefined;
  query?: { error: unknown; isFetching: boolean; refetch: () => unknown };
  explain?: boolean;
  /** Where the row sits in a block rather than a grid with gaps: the why's own spacing. */
  failureClassName?: string;
  cards: StatSpec<D>[];
  as?: 'div' | 'section';
} & ComponentProps<'div'>) {
  const unavailable = data === undefined && query?.error != null && !query.isFetching;
  const { t } = useLingui();
  const row = (
    <Box className={className} {...rest}>
      {cards.map(({ label, icon, tone, value, hint }) => (
        <StatCard
          key={label}
          label={label}
          icon={icon}
          tone={tone}
          loading={data === undefined && !unavailable}
          unavailable={unavailable}
          value={data === undefined ? '' : value(data)}
          hint={typeof hint === 'function' ? (data === undefined ? undefined : hint(data)) : hint}
        />
      ))}
    </Box>
  );
  if (!unavailable || !explain || !query) return row;
  return (
    <>
      {row}
      <Failure
        compact
        className={failureClassName}
        title={t`The figures could not load`}
        detail={errorMessage(query.error)}
        onRetry={() => query.refetch()}
      />
    </>
  );
}

/**
 * A row's Edit and Delete buttons, named for the record; a reason in `editBlocked` or `deleteBlocked`
 * disables the button and becomes its name.
 */
export function RowActions({
  name,
  onEdit,
  onDelete,
  editBlocked,
  deleteBlocked,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  editBlocked?: string;
  deleteBlocked?: string;
}) {
  const { t } = useLingui();
  return (
    <div className="flex justify-end gap-1">
      <RowButton icon={Pencil} name={t`Edit ${name}`} blocked={editBlocked} onClick={onEdit} />
      <RowButton
        icon={Trash2}
        name={t`Delete ${name}`}
        blocked={deleteBlocked}
        onClick={onDelete}
        tone="destructive"
      />
    </div>
  );
}

function RowButton({
  icon: Icon,
  name,
  blocked,
  onClick,
  tone,
}: {
  icon: LucideIcon;
  name: string;
  blocked: string | undefined;
  onClick: () => void;
  tone?: ButtonProps['tone'];
}) {
  return (
    <Button
      variant="ghost"
      tone={tone}
      size="icon"
      aria-label={blocked ?? name}
      title={blocked}
      disabled={Boolean(blocked)}
      onClick={onClick}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}

/** The two search boxes of a list across users: what (a strain, a note) and whose (a username). */
export function SearchAndUser({
  id,
  value,
  onChange,
  placeholder,
  className,
}: {
  id: string;
  value: { q: string; user: string };
  onChange: (patch: { q: string } | { user: string }) => void;
  placeholder: string;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <>
      <SearchField
        id={`${id}-q`}
        label={t`Search`}
        className={className}
        placeholder={placeholder}
        value={value.q}
        onValueChange={(q) => onChange({ q })}
      />
      <SearchField
        id={`${id}-user`}
        label={t`Username`}
        icon={UserRound}
        className={className}
        placeholder={t`Filter by username`}
        value={value.user}
        onValueChange={(user) => onChange({ user })}
      />
    </>
  );
}

/**
 * A list of accounts searched by username (the admin's accounts and logins, the manager's users), with the
 * list's action, if any, at the other end of the row.
 */
export function UserSearchBar({
  id,
  value,
  onChange,
  children,
}: {
  id: string;
  value: string;
  onChange: (q: string) => void;
  /** Actions at the bar's end. */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <SearchField
        id={id}
        label={t`Search users`}
        className="w-full max-w-xs"
        placeholder={t`Username`}
        value={value}
        onValueChange={onChange}
      />
      {children}
    </div>
  );
}

/** Renews figures past the server's short cache of aggregates, spinning while it does. */
export function RefreshButton({ renew, children }: { renew: () => Promise<unknown>; children: ReactNode }) {
  const refresh = useMutation({ mutationFn: () => withFreshFigures(renew) });
  return (
    <Button variant="outline" onClick={() => refresh.mutate()} busy={refresh.isPending}>
      <RefreshCw className={refresh.isPending ? 'animate-spin' : undefined} aria-hidden="true" />
      {children}
    </Button>
  );
}

/** A headline figure: label, value, and a line of context. */
export function StatCard({
  label,
  value,
  hint,
  icon: Icon,
  tone = 'primary',
  loading,
  unavailable,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon?: ComponentType<{ className?: string }>;
  tone?: 'primary' | 'warning' | 'success' | 'muted';
  loading?: boolean;
  /** The figure could not be loaded: a dash, named for screen readers. */
  unavailable?: boolean;
}) {
  const tones = {
    primary: 'bg-primary-soft text-primary',
    warning: 'bg-amber-100 text-amber-800 dark:bg-amber-400/15 dark:text-amber-200',
    success: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-200',
    muted: 'bg-muted text-muted-foreground',
  };
  return (
    <Card className="p-3 sm:p-4">
      <div className="flex items-center gap-2.5">
        {Icon ? (
          <span
            className={cn('inline-flex size-8 shrink-0 items-center justify-center rounded-lg', tones[tone])}
          >
            <Icon className="size-4" aria-hidden="true" />
          </span>
        ) : null}
        <p className="min-w-0 text-sm leading-tight text-muted-foreground">{label}</p>
      </div>
      <p className="mt-1.5 text-xl font-bold tracking-tight tabular-nums sm:mt-2 sm:text-2xl">
        {unavailable ? (
          <>
            <span className="text-muted-foreground" aria-hidden="true">
              —
            </span>
            <span className="sr-only">
              <Trans>Not available</Trans>
            </span>
          </>
        ) : loading ? (
          <span className="inline-block h-8 w-16 animate-pulse rounded-md bg-muted" />
        ) : (
          value
        )}
      </p>
      {hint ? <p className="mt-0.5 text-xs text-muted-foreground">{hint}</p> : null}
    </Card>
  );
}

/** A titled panel of the dashboard. */
export function Panel({
  title,
  description,
  action,
  children,
  className,
  icon: Icon,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  icon?: ComponentType<{ className?: string }>;
}) {
  return (
    <Card className={cn('flex min-w-0 flex-col p-4', className)}>
      <div className="mb-3 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="flex items-center gap-2 text-base font-semibold">
            {Icon ? <Icon className="size-4 text-primary" aria-hidden="true" /> : null}
            {title}
          </h2>
          {description ? <p className="mt-0.5 text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </Card>
  );
}

/** The first `shown` effects as chips, then "+n". */
export function EffectChips({ effects, shown }: { effects: string[]; shown: number }) {
  const { i18n } = useLingui();
  if (effects.length === 0) return <span className="text-muted-foreground">—</span>;
  const rest = effects.length - shown;
  return (
    <span className="flex flex-wrap gap-1">
      {effects.slice(0, shown).map((e) => (
        <span
          key={e}
          className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-foreground capitalize"
        >
          {/* Lower case, as stored, shown capitalised (the words are the active language's). */}
          {i18n._(labelOf(e)).toLowerCase()}
        </span>
      ))}
      {rest > 0 ? (
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
          +{rest}
          <span className="sr-only">
            {' '}
            <Trans>more</Trans>
          </span>
        </span>
      ) : null}
    </span>
  );
}

/** Keeps the selected tab visible in a tab list that scrolls sideways (phones), without moving the page. */
export function useSelectedTabInView(list: RefObject<HTMLElement | null>, selected: string) {
  const mounted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again whenever another tab is selected
  useLayoutEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    const el = list.current;
    const tab = el?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    // A list opening on its first tab is in view already (scrolled to its start): reading its widths would
    // only force a layout in the middle of React's commit (about 70 ms on a 4 × slower CPU, on /manager).
    if (!el || !tab || (first && tab === el.firstElementChild)) return;
    if (el.scrollWidth <= el.clientWidth) return;
    el.scrollLeft = tab.offsetLeft - (el.clientWidth - tab.offsetWidth) / 2;
  }, [list, selected]);
}
