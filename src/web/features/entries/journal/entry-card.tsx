import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight, Star } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'wouter';
import { RATING_MAX } from '../../../../shared/constants';
import type { Entry } from '../../../../shared/entries';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/dates';
import { ProductIcon } from '../../../ui/kind-icons';
import { formatRating } from '../../../ui/star-rating';
import { StrainBadge } from '../../../ui/strain-badge';
import { productAndMethodText, symptomInText } from '../entry-text';

/**
 * One entry in a list: name, type, date, overall rating, notes, method, dosage and what it was taken for;
 * opens the detail.
 */
export const EntryCard = memo(function EntryCard({ entry, className }: { entry: Entry; className?: string }) {
  const { t, i18n } = useLingui();
  const symptoms = entry.outcomes.map((o) => symptomInText(i18n, o.symptom)).join(', ');
  return (
    <Link
      href={`/entry/${entry.id}`}
      className={cn(
        'group flex h-full flex-col gap-2 rounded-card border border-border bg-card p-4 text-card-foreground shadow-sm transition',
        'hover:border-primary/50 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate text-base font-semibold leading-snug">{entry.strainName}</h3>
          <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <StrainBadge type={entry.strainType} />
            <time dateTime={entry.consumedAt}>{formatDate(entry.consumedAt)}</time>
          </div>
        </div>
        <p className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
          <span className="sr-only">
            <Trans>Rated</Trans>{' '}
          </span>
          <Star className="size-3.5 fill-current" aria-hidden="true" />
          {formatRating(entry.overallRating)}
          <span className="font-normal">/{RATING_MAX}</span>
        </p>
      </div>
      <p
        className={cn(
          'line-clamp-2 min-h-10 text-sm',
          entry.notes ? 'text-foreground/85' : 'italic text-muted-foreground',
        )}
      >
        {entry.notes || t`No notes provided.`}
      </p>
      <div className="mt-auto flex items-center gap-1.5 pt-1 text-xs text-muted-foreground">
        <ProductIcon type={entry.productType} />
        <span className="min-w-0 break-words">
          {productAndMethodText(i18n, entry.productType, entry.method)} · {entry.dosage}
          {entry.outcomes.length > 0 ? ` · ${t`for ${symptoms}`}` : ''}
        </span>
        <ChevronRight
          className="ml-auto size-4 shrink-0 transition group-hover:translate-x-0.5 group-hover:text-primary"
          aria-hidden="true"
        />
      </div>
    </Link>
  );
});
