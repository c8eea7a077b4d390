import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Plus } from 'lucide-react';
import { useState } from 'react';
import type { StrainType } from '../../../shared/constants';
import { sameStrain } from '../../../shared/stash-rules';
import { Button } from '../../ui/button';
import { useSaveRecommendation, useStashItems } from './api';

/**
 * "Add to stash" on one of Home's recommended strains: kept as a wish, to buy (`useSaveRecommendation`
 * says how it went); "Saved" once it is there.
 */
export function AddRecommendationToStash({
  strainName,
  strainType,
}: {
  strainName: string;
  strainType: string;
}) {
  const { t } = useLingui();
  const items = useStashItems();
  const add = useSaveRecommendation();
  const [added, setAdded] = useState(false);
  const inStash = added || (items.data ?? []).some((i) => sameStrain(i, { strainName, strainType }));

  const onClick = () => add.save({ strainName, strainType: strainType as StrainType }, () => setAdded(true));

  if (inStash) {
    return (
      <Button variant="secondary" size="sm" disabled>
        <Check aria-hidden="true" /> <Trans>Saved</Trans>
      </Button>
    );
  }
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={onClick}
      busy={add.isPending}
      data-strain={strainName}
      aria-label={t`Add to stash: ${strainName}`}
    >
      <Plus aria-hidden="true" />
      {add.isPending ? t`Adding...` : t`Add to stash`}
    </Button>
  );
}
