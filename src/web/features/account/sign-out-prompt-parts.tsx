import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/button';
import { AlertFrame } from '../../ui/confirm-dialog-parts';

/** What the person chose when signing out with entries waiting to sync. */
export type SignOutChoice = 'keep' | 'discard' | 'cancel';

/**
 * The Radix half of the sign-out question (`sign-out-prompt.tsx`), in the frame of the app's confirmation
 * dialog, with a choice of three: keep the unsent changes for next time, discard them, or stay signed in
 * (Cancel, Escape).
 */
export default function SignOutPromptParts({
  open,
  waiting,
  choose,
}: {
  open: boolean;
  /** How many changes wait. */
  waiting: number;
  choose: (choice: SignOutChoice) => void;
}) {
  const { t } = useLingui();
  return (
    <AlertFrame
      open={open}
      onOpenChange={(next) => !next && choose('cancel')}
      title={t`Sign out with unsent changes?`}
      description={plural(waiting, {
        one: '# change made on this device has not reached the server yet. Keep it on this device for your next sign-in, or discard it for good.',
        other:
          '# changes made on this device have not reached the server yet. Keep them on this device for your next sign-in, or discard them for good.',
      })}
    >
      <Button variant="destructive" onClick={() => choose('discard')}>
        <Trans>Discard</Trans>
      </Button>
      <Button onClick={() => choose('keep')}>
        <Plural value={waiting} one="Keep it for next time" other="Keep them for next time" />
      </Button>
    </AlertFrame>
  );
}
