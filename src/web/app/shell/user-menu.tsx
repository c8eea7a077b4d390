import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { UserRound } from 'lucide-react';
import { type RefObject, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { Role } from '../../../shared/constants';
import { useAuth } from '../../lib/auth';
import { lazyComponent } from '../../lib/lazy-component';
import { Badge } from '../../ui/badge';
import { Spinner } from '../../ui/spinner';

// The menu's items (its links, sign-out and their icons) come as the pointer or keyboard reaches the
// button, or on the first open: the top bar is on every screen's first load (decision 0066).
const AccountMenuItems = lazyComponent(() =>
  import('../../features/account/account-menu').then((m) => ({ default: m.AccountMenuItems })),
);
const wanted = () => {
  AccountMenuItems.preload().catch(() => undefined);
};

const ROLE_NAMES: Record<Role, MessageDescriptor> = {
  user: msg`User`,
  manager: msg`Manager`,
  admin: msg`Admin`,
};

/** Focus goes to the menu's first item once the items are drawn (at once when their code was here). */
function FocusFirstItem({ panel }: { panel: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('button')?.focus();
  }, [panel]);
  return null;
}

/**
 * The user menu: a disclosure (button + panel) rather than a positioning library, so the top bar, which
 * every screen loads first, stays small. Escape and an outside click close it; focus returns to the button.
 */
export function UserMenu({ className }: { className: string }) {
  const { t } = useLingui();
  const { role, username } = useAuth();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
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
        aria-label={t`User menu`}
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={wanted}
        onPointerDown={wanted}
        onFocus={wanted}
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
          <Suspense fallback={<Spinner label={t`Loading...`} compact />}>
            <AccountMenuItems
              username={username ?? t`Guest`}
              badge={<Badge tone="bg-primary text-primary-foreground">{t(ROLE_NAMES[role ?? 'user'])}</Badge>}
              report={role === 'user'}
              signOutLabel={t`Sign out`}
              onPick={() => setOpen(false)}
            />
            <FocusFirstItem panel={panel} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
