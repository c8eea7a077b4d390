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
  const items = useStashItems();
  const add = useSaveRecommendation();
  const [added, setAdded] = useState(false);
  const inStash = added || (items.data ?? []).some((i) => sameStrain(i, { strainName, strainType }));

  const onClick = () => add.save({ strainName, strainType: strainType as StrainType }, () => setAdded(true));

  if (inStash) {
    return (
      <Button variant="secondary" size="sm" disabled>
        <Check aria-hidden="true" /> Saved
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
      aria-label={`Add to stash: ${strainName}`}
    >
      <Plus aria-hidden="true" />
      {add.isPending ? 'Adding...' : 'Add to stash'}
    </Button>
  );
}
