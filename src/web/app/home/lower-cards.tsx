import { Trans } from '@lingui/react/macro';
import type { Entry } from '../../../shared/entries';
import { StrainsToTry } from '../../features/insights/strains-to-try';
import { WhatHelpsCard } from '../../features/insights/what-helps';
import { YearGrid } from '../../features/insights/year-grid';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';

/**
 * Home's cards after the entries: what helps, the year, strains to try. Below the first screen on every
 * device, so their code comes as they near the view (home-page.tsx, decision 0063).
 */
export default function LowerCards({ list }: { list: Entry[] }) {
  const count = list.length;
  return (
    <div className="space-y-6">
      {count > 0 ? <WhatHelpsCard /> : null}
      {count > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Your Year</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>Every day you journaled, coloured by the strain type you logged most.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <YearGrid entries={list} />
          </CardContent>
        </Card>
      ) : null}
      {/* After the entries, so it does not sit under the spinner and jump down when they arrive. */}
      <StrainsToTry />
    </div>
  );
}
