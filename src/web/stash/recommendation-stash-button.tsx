import { Check, Plus } from 'lucide-react';
import { useState } from 'react';
import type { StrainType } from '../../shared/constants';
import { recommendationStashItem, sameStrain } from '../../shared/stash-rules';
import { ApiError } from '../lib/api';
import { auth } from '../lib/auth';
import { formatDate } from '../lib/dates';
import { toast } from '../lib/toast';
import { Button } from '../ui/button';
import { useAddStashItem, useStashItems } from './api';

/**
 * "Add to stash" on one of Home's recommended strains. Sends what Home has always sent (flower, 1 gram,
 * empty, a dated note) as a wish: not had yet, it is to buy (decision 0049). Failures answer with the
 * server's messages, as toasts rather than blocking alerts.
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
  const inStash = added || (items.data ?? []).some((i) => sameStrain(i, { strainName, strainType }));

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
          toast({ title: `${strainName} added to your wishlist to buy!` });
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
        <Check aria-hidden="true" /> Saved
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
