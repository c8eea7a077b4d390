import { UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { label } from '../../shared/constants';
import { AccountMenuItems } from '../account/account-menu';
import { useAuth } from '../lib/auth';
import { Badge } from '../ui/badge';

/**
 * The user menu: a disclosure (button + panel) rather than a positioning library, so the top bar, which
 * every screen loads first, stays small. Escape and an outside click close it; focus returns to the button.
 */
export function UserMenu({ className }: { className: string }) {
  const { role, username } = useAuth();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        className={className}
        aria-label="User menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <UserRound className="size-5" aria-hidden="true" />
      </button>
      {open ? (
        <div
          ref={panel}
          id={panelId}
          className="absolute top-full right-0 z-50 mt-1.5 w-64 rounded-2xl border border-border bg-card p-2 text-card-foreground shadow-xl animate-pop-in"
        >
          <AccountMenuItems
            username={username ?? 'Guest'}
            badge={<Badge tone="bg-primary text-primary-foreground">{label(role ?? 'user')}</Badge>}
            report={role === 'user'}
            signOutLabel="Sign out"
            onPick={() => setOpen(false)}
          />
        </div>
      ) : null}
    </div>
  );
}
