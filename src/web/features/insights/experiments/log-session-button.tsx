import { PenLine } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../ui/button';

/** Where New Entry starts from an experiment's product of today (features/entries/form/new-entry-page.tsx). */
export const logSessionHref = (experimentId: number) => `/new?experiment=${experimentId}`;

/** "Log today's session": New Entry with today's product, dose and method, and the experiment. */
export function LogSessionButton({ experimentId, logged }: { experimentId: number; logged: number }) {
  return (
    <Button asChild>
      <Link href={logSessionHref(experimentId)}>
        <PenLine aria-hidden="true" /> {logged > 0 ? 'Log another session' : "Log today's session"}
      </Link>
    </Button>
  );
}
