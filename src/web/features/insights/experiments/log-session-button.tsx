import { useLingui } from '@lingui/react/macro';
import { PenLine } from 'lucide-react';
import { openQuickLog } from '../../../lib/quick-log';
import { Button } from '../../../ui/button';

/**
 * "Log today's session": the quick log sheet on today's product, the plan's dose and method, the symptom's
 * "before" level asked, and the experiment (features/entries/quick-log/quick-log-dialog.tsx).
 */
export function LogSessionButton({ experimentId, logged }: { experimentId: number; logged: number }) {
  const { t } = useLingui();
  return (
    <Button type="button" onClick={() => openQuickLog({ experimentId })}>
      <PenLine aria-hidden="true" /> {logged > 0 ? t`Log another session` : t`Log today's session`}
    </Button>
  );
}
