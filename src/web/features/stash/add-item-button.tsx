import { Plus } from 'lucide-react';
import { Button } from '../../ui/button';

/** The button of /stash and /wishlist that opens their add dialog (`useAddItemDialog`'s `start`). */
export function AddItemButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden="true" /> {label}
    </Button>
  );
}
