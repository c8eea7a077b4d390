import { AlertDialog } from 'radix-ui';
import { Button } from '../ui/button';
import { useReturnFocus } from '../ui/dialog';
import { useEscapeOverToasts } from '../ui/escape-over-toasts';

/** What the person chose when signing out with entries waiting to sync. */
export type SignOutChoice = 'keep' | 'discard' | 'cancel';

/**
 * The Radix half of the sign-out question (`sign-out-prompt.tsx`), drawn like the app's confirmation
 * dialog (`ui/confirm-dialog-parts.tsx`), with a choice of three: keep the unsent changes for next time,
 * discard them, or stay signed in (Cancel, Escape).
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
  const returnFocus = useReturnFocus({});
  const content = useEscapeOverToasts<HTMLDivElement>({ close: () => choose('cancel') });
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && choose('cancel')}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 animate-fade-in" />
        <AlertDialog.Content
          ref={content}
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-card p-5 text-card-foreground shadow-xl animate-pop-in"
        >
          <AlertDialog.Title className="text-lg font-semibold">
            Sign out with unsent changes?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {waiting} made on this device {waiting.startsWith('1 ') ? 'has' : 'have'} not reached the server
            yet. Keep them on this device for your next sign-in, or discard them for good.
          </AlertDialog.Description>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialog.Cancel>
            <Button variant="destructive" onClick={() => choose('discard')}>
              Discard
            </Button>
            <Button onClick={() => choose('keep')}>Keep them for next time</Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
