import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, RotateCcw } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { label } from '../../../../shared/constants';
import type { Entry } from '../../../../shared/entries';
import { productTypeLabel } from '../../../../shared/entry-rules';
import { openQuickLog } from '../../../lib/quick-log';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { ProductIcon } from '../../../ui/kind-icons';
import { stashQueries } from '../../stash/api';
import { stockText } from '../../stash/quantity-text';
import { preloadQuickLog } from './quick-log-host';
import { recentProducts } from './quick-log-values';

/**
 * Home's "Log again": the last distinct products (strain, product type and method), newest first, each a
 * button that opens the quick log sheet on its last session; a stash item says what is left of it.
 */
export function RecentProducts({ newestFirst }: { newestFirst: readonly Entry[] }) {
  const { t, i18n } = useLingui();
  const recent = useMemo(() => recentProducts(newestFirst), [newestFirst]);
  const items = useQuery(stashQueries.items());
  // The sheet's code comes once these are on screen, so a tap opens it at once, offline too.
  const shown = recent.length > 0;
  useEffect(() => {
    if (shown) preloadQuickLog();
  }, [shown]);
  if (!shown) return null;
  const names = recent.map((e) => e.strainName.trim().toLowerCase());
  const leftText = (item: Parameters<typeof stockText>[0]) => {
    const left = stockText(item);
    return t`${left} left`;
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle icon={RotateCcw}>
          <Trans>Log again</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 sm:grid-cols-2">
          {recent.map((e, i) => {
            const item = (items.data ?? []).find((s) => s.id === e.stashItemId && s.list === 'stash');
            const details = `${i18n._(productTypeLabel(e.productType))} · ${i18n._(label(e.method))}`;
            const strain = e.strainName;
            // Two products of one strain are told apart by what they are.
            const twin = names.indexOf(names[i]) !== names.lastIndexOf(names[i]);
            return (
              <li key={e.id} className="min-w-0">
                <button
                  type="button"
                  aria-label={twin ? t`Log again: ${strain} (${details})` : t`Log again: ${strain}`}
                  onClick={() => openQuickLog({ entryId: e.id })}
                  className="flex min-h-14 w-full items-center gap-3 rounded-xl border border-border bg-card px-3 py-2 text-left transition hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary"
                >
                  <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                    <ProductIcon type={e.productType} />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{e.strainName}</span>
                    <span className="block break-words text-xs text-muted-foreground">
                      {details} · {e.dosage}
                    </span>
                  </span>
                  {item ? (
                    <span className="shrink-0 text-xs font-medium tabular-nums text-muted-foreground">
                      {leftText(item)}
                    </span>
                  ) : null}
                  <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
