import { Trans, useLingui } from '@lingui/react/macro';
import { GitCompareArrows } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { Entry } from '../../../shared/entries';
import { lazyComponent } from '../../lib/lazy-component';
import { Button } from '../../ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../../ui/popover';

// The panel (strain chips, the radar, the table) comes with the popover's parts: asked as soon as the
// pointer or keyboard reaches the button, never with Home's first load (decision 0063).
const ComparePanel = lazyComponent(() => import('./compare-panel'));
const wanted = () => {
  ComparePanel.preload().catch(() => undefined);
};

/** "Compare Strains": pick up to three strains and see their average ratings side by side. */
export function CompareStrains({ entries }: { entries: readonly Entry[] }) {
  const [selected, setSelected] = useState<string[]>([]);
  const { t } = useLingui();
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" onPointerEnter={wanted} onPointerDown={wanted} onFocus={wanted}>
          <GitCompareArrows aria-hidden="true" /> <Trans>Compare Strains</Trans>
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" aria-label={t`Compare Strains`}>
        <Suspense fallback={null}>
          <ComparePanel entries={entries} selected={selected} setSelected={setSelected} />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}
