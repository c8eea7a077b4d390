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
  /** How many changes wait, in words ("2 changes"). */
  waiting: string;
  choose: (choice: SignOutChoice) => void;
}) {
  return (
    <AlertFrame
      open={open}
      onOpenChange={(next) => !next && choose('cancel')}
      title="Sign out with unsent changes?"
      description={`${waiting} made on this device ${waiting.startsWith('1 ') ? 'has' : 'have'} not reached the server yet. Keep them on this device for your next sign-in, or discard them for good.`}
    >
      <Button variant="destructive" onClick={() => choose('discard')}>
        Discard
      </Button>
      <Button onClick={() => choose('keep')}>Keep them for next time</Button>
    </AlertFrame>
  );
}
