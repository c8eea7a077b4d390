import { PenLine } from 'lucide-react';
import { openQuickLog } from '../../../lib/quick-log';
import { Button } from '../../../ui/button';

/**
 * "Log today's session": the quick log sheet on today's product, the plan's dose and method, the symptom's
 * "before" level asked, and the experiment (features/entries/quick-log/quick-log-dialog.tsx).
 */
export function LogSessionButton({ experimentId, logged }: { experimentId: number; logged: number }) {
  return (
    <Button type="button" onClick={() => openQuickLog({ experimentId })}>
      <PenLine aria-hidden="true" /> {logged > 0 ? 'Log another session' : "Log today's session"}
    </Button>
  );
}
