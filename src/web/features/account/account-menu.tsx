import { Trans, useLingui } from '@lingui/react/macro';
import { FileText, HeartPulse, LogOut, Settings, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { cn } from '../../lib/cn';
import { signOut } from './sign-out';

/**
 * What both account menus hold (the user top bar's and the staff header's): who is signed in, then
 * Settings, What helps, the wishlist and Report (for users: the places a phone's bar has no slot for) and
 * signing out. `onPick` closes the menu before the action runs.
 */
export function AccountMenuItems({
  username,
  badge,
  report,
  signOutLabel,
  onPick,
}: {
  username: string;
  /** The role, beside the name. */
  badge?: ReactNode;
  /** Whether the user's places (What helps, Wishlist, Report) are offered. */
  report?: boolean;
  signOutLabel: string;
  onPick: () => void;
}) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const items = [
    { label: t`Settings`, icon: Settings, run: () => navigate('/settings') },
    ...(report
      ? [
          { label: t`What helps`, icon: HeartPulse, run: () => navigate('/what-helps') },
          { label: t`Wishlist`, icon: Star, run: () => navigate('/wishlist') },
          { label: t`Report`, icon: FileText, run: () => navigate('/report') },
        ]
      : []),
    { label: signOutLabel, icon: LogOut, run: () => void signOut(navigate), destructive: true },
  ];
  return (
    <>
      <div className="px-3 py-2">
        <p className="text-xs text-muted-foreground">
          <Trans>Signed in as</Trans>
        </p>
        {/* Wrapped, not cut off: a long name, or a long role in another language, shows whole. */}
        <div className="mt-0.5 flex flex-wrap items-center justify-between gap-2">
          <p className="min-w-0 break-all font-semibold">{username}</p>
          {badge}
        </div>
      </div>
      <div className="my-1 h-px bg-border" />
      {items.map(({ label, icon: Icon, run, destructive }) => (
        <button
          key={label}
          type="button"
          className={cn(
            'flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-sm hover:bg-muted',
            destructive && 'text-destructive',
          )}
          onClick={() => {
            onPick();
            run();
          }}
        >
          <Icon className="size-4" aria-hidden="true" /> {label}
        </button>
      ))}
    </>
  );
}
