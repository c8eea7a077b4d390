import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import {
  ArrowLeft,
  CalendarDays,
  Eye,
  EyeOff,
  FlaskConical,
  Heart,
  Pencil,
  Plus,
  RotateCcw,
  Scale,
  Trash2,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { label, RATING_MAX } from '../../../../shared/constants';
import type { Entry } from '../../../../shared/entries';
import {
  NOTES_PRIVACY,
  productTypeLabel,
  RATING_LABELS,
  SUB_RATING_FIELDS,
} from '../../../../shared/entry-rules';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/dates';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { Tag } from '../../../ui/chip';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EffectIcon } from '../../../ui/effect-icon';
import { formatRating, StarRating } from '../../../ui/star-rating';
import { StrainBadge } from '../../../ui/strain-badge';
import { StrainRatings } from '../../insights/strain-ratings';
import { EntryStashButtons, FromYourStash, PersonalInventoryCard } from '../../stash/entry-inventory';
import { entryQueries } from '../api';
import { useDeleteEntry, useFavorite } from '../entry-actions';
import { RouteEntry } from '../route-entry';
import { SessionCard } from './session-card';

export default function EntryDetailPage() {
  const { t } = useLingui();
  return (
    <RouteEntry loading={t`Loading entry details...`}>{(entry) => <EntryDetail entry={entry} />}</RouteEntry>
  );
}

/** The insights' chart of this strain's ratings, from the journal's list (its own render, as the list changes). */
function EntryStrainRatings({ entry }: { entry: Entry }) {
  const list = useQuery(entryQueries.list());
  return <StrainRatings entry={entry} entries={list.data} />;
}

function EntryDetail({ entry }: { entry: Entry }) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const subRatings = SUB_RATING_FIELDS.filter((f) => entry[f] != null);

  const remove = useDeleteEntry(entry);

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" className="-ml-3" onClick={() => navigate('/')}>
          <ArrowLeft aria-hidden="true" /> <Trans>Back to entries</Trans>
        </Button>
        <FavoriteButton entryId={entry.id} />
      </div>

      <Card className="overflow-hidden">
        <div className="bg-gradient-to-br from-primary-soft to-card p-5">
          <div className="flex flex-wrap items-center gap-2">
            <StrainBadge type={entry.strainType} />
            <span className="rounded-full border border-border bg-card px-2.5 py-0.5 text-xs font-semibold">
              {i18n._(productTypeLabel(entry.productType))}
            </span>
          </div>
          <h1 className="mt-2 text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {entry.strainName}
          </h1>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
            <CalendarDays className="size-4" aria-hidden="true" />
            <time dateTime={entry.consumedAt}>{formatDateTime(entry.consumedAt)}</time>
          </p>
          <FromYourStash entry={entry} />
          <div className="mt-4 flex flex-wrap items-end gap-x-4 gap-y-2">
            <p className="flex items-baseline gap-1">
              <span className="text-4xl font-bold tabular-nums">{formatRating(entry.overallRating)}</span>
              <span className="text-muted-foreground">/ {RATING_MAX}</span>
            </p>
            <StarRating value={entry.overallRating} className="pb-1.5 text-2xl" />
          </div>
        </div>
        <CardContent className="grid grid-cols-2 gap-3 border-t border-border">
          <Fact
            icon={<FlaskConical aria-hidden="true" />}
            label={t`Method`}
            value={i18n._(label(entry.method))}
          />
          <Fact icon={<Scale aria-hidden="true" />} label={t`Dosage`} value={entry.dosage} />
        </CardContent>
      </Card>

      <SessionCard entry={entry} />

      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Notes</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <p className={cn('whitespace-pre-line', !entry.notes && 'italic text-muted-foreground')}>
            {entry.notes || t`No notes provided.`}
          </p>
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            {entry.allowManagerAccess ? (
              <>
                <Eye className="size-3.5" aria-hidden="true" /> {i18n._(NOTES_PRIVACY.shared)}
              </>
            ) : (
              <>
                <EyeOff className="size-3.5" aria-hidden="true" /> {i18n._(NOTES_PRIVACY.private)}
              </>
            )}
          </p>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Effects</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {entry.effects.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label={t`Effects`}>
              {entry.effects.map((effect) => (
                <li key={effect}>
                  <Tag icon={<EffectIcon effect={effect} />}>{i18n._(label(effect))}</Tag>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm italic text-muted-foreground">
              <Trans>No effects recorded.</Trans>
            </p>
          )}
        </CardContent>
      </Card>

      {subRatings.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Ratings</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {subRatings.map((field) => {
                const value = entry[field] as number;
                return (
                  <div key={field}>
                    <div className="flex items-baseline justify-between text-sm">
                      <dt className="font-medium">{i18n._(RATING_LABELS[field])}</dt>
                      <dd className="font-semibold tabular-nums">
                        {formatRating(value)}
                        <span className="font-normal text-muted-foreground">/{RATING_MAX}</span>
                      </dd>
                    </div>
                    <div className="mt-1 h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                      <div
                        className="h-full rounded-full bg-primary"
                        style={{ width: `${(value / RATING_MAX) * 100}%` }}
                      />
                    </div>
                  </div>
                );
              })}
            </dl>
          </CardContent>
        </Card>
      ) : null}

      <EntryStrainRatings entry={entry} />

      <PersonalInventoryCard entry={entry} />

      <div className="space-y-2">
        <div className="grid grid-cols-2 gap-2">
          <Button asChild>
            <Link href={`/edit/${entry.id}`}>
              <Pencil aria-hidden="true" /> <Trans>Edit</Trans>
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/new">
              <Plus aria-hidden="true" /> <Trans>New Entry</Trans>
            </Link>
          </Button>
          <Button asChild variant="outline" className="col-span-2">
            <Link href={`/new?again=${entry.id}`}>
              <RotateCcw aria-hidden="true" /> <Trans>Log again</Trans>
            </Link>
          </Button>
        </div>
        <div className="grid gap-2 sm:grid-cols-3">
          <EntryStashButtons entryId={entry.id} />
        </div>
        <Button variant="ghost" tone="destructive" className="w-full" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" /> <Trans>Delete entry</Trans>
        </Button>
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Delete this entry?`}
        description={t`${entry.strainName} will be removed from your journal, with its favorite. This cannot be undone.`}
        confirmLabel={t`Delete entry`}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              navigate('/journal');
            },
          })
        }
      />
    </div>
  );
}

function Fact({ icon, label: name, value }: { icon: React.ReactNode; label: string; value: string }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-muted text-primary [&_svg]:size-5">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs text-muted-foreground">{name}</p>
        <p className="break-words font-semibold">{value}</p>
      </div>
    </div>
  );
}

/** The heart: adds a favorite, or removes the one that exists; the favorites list is refetched after. */
function FavoriteButton({ entryId }: { entryId: number }) {
  const { t } = useLingui();
  const { on, loading, toggle } = useFavorite(entryId);
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-pressed={on}
      aria-label={t`Favorite`}
      disabled={loading || toggle.isPending}
      onClick={() => toggle.mutate()}
      tone={on ? 'favourite' : 'muted'}
      radius="full"
    >
      <Heart className={cn('!size-6 transition', on && 'fill-current')} aria-hidden="true" />
    </Button>
  );
}
