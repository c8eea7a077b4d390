import { Check, Plus } from 'lucide-react';
import { useState } from 'react';
import type { StrainType } from '../../shared/constants';
import { recommendationStashItem, sameStrain } from '../../shared/stash-rules';
import { ApiError } from '../lib/api';
import { auth } from '../lib/auth';
import { formatDate } from '../lib/dates';
import { Button } from '../ui/button';
import { toast } from '../ui/toast';
import { useAddStashItem, useStashItems } from './api';

/**
 * "Add to stash" on one of Home's recommended strains. Sends what the spec's Home sends (flower, 1 gram,
 * empty, a dated note) and answers with the spec's three messages, as toasts rather than blocking alerts.
 */
export function AddRecommendationToStash({
  strainName,
  strainType,
}: {
  strainName: string;
  strainType: string;
}) {
  const items = useStashItems();
  const add = useAddStashItem();
  const [added, setAdded] = useState(false);
  const inStash =
    added || (items.data ?? []).some((i) => i.list === 'stash' && sameStrain(i, { strainName, strainType }));

  const onClick = () => {
    if (!auth.get().userId) {
      toast({ title: 'You need to be logged in to track strains', variant: 'destructive' });
      return;
    }
    add.mutate(
      recommendationStashItem({ strainName, strainType: strainType as StrainType }, formatDate(new Date())),
      {
        onSuccess: () => {
          setAdded(true);
          toast({ title: `${strainName} added to your stash!` });
        },
        onError: (err) => {
          if (err instanceof ApiError) {
            toast({ title: 'Failed to add to stash. Please try again.', variant: 'destructive' });
          } else {
            console.warn('Error adding to stash', err);
            toast({ title: 'Error adding to stash. Please try again.', variant: 'destructive' });
          }
        },
      },
    );
  };

  if (inStash) {
    return (
      <Button variant="secondary" size="sm" disabled>
        <Check aria-hidden="true" /> In your stash
      </Button>
    );
  }
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={onClick}
      disabled={add.isPending}
      data-strain={strainName}
      aria-label={`Add to stash: ${strainName}`}
    >
      <Plus aria-hidden="true" />
      {add.isPending ? 'Adding...' : 'Add to stash'}
    </Button>
  );
}
