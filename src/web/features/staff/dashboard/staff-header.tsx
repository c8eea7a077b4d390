import { useLingui } from '@lingui/react/macro';
import { ChevronDown, LayoutDashboard, Leaf, Shield, UserRound } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { AccountMenuItems } from '../../account/account-menu';
import { roleName } from './role-name';

const iconLink =
  'inline-flex size-11 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground';

/**
 * The header of the admin and manager screens (the user top bar is not shown to staff): the product
 * title with the role badge, a link between the two dashboards for admins, and a menu that opens on
 * hover (and on click, tap or keyboard) with the username, Settings and Logout.
 */
export function StaffHeader({ area }: { area: 'admin' | 'manager' }) {
  const { role, username } = useAuth();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const openedByHover = useRef(false);
  const { i18n, t } = useLingui();

  const hoverOpen = (e: React.PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    if (!open) openedByHover.current = true;
    setOpen(true);
  };
  const hoverClose = (e: React.PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      openedByHover.current = false;
      setOpen(false);
    }, 200);
  };

  return (
    <header className="sticky top-2 z-30 mb-5 flex h-14 items-center gap-1 rounded-2xl border border-border bg-card/90 px-2 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-card/75">
      <Link
        href={area === 'admin' ? '/admin' : '/manager'}
        className="mr-auto flex min-h-11 min-w-0 items-center gap-2 rounded-lg px-1 font-bold tracking-tight sm:text-lg"
      >
        <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <Leaf className="size-5" aria-hidden="true" />
        </span>
        <span className="min-w-0 break-words leading-tight">{PRODUCT_NAME}</span>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            role === 'admin' ? 'bg-foreground text-background' : 'bg-primary text-primary-foreground',
          )}
        >
          {roleName(i18n, role ?? 'manager')}
        </span>
      </Link>
      {role === 'admin' ? (
        area === 'admin' ? (
          <Link
            href="/manager"
            className={iconLink}
            aria-label={t`Manager dashboard`}
            title={t`Manager dashboard`}
          >
            <LayoutDashboard className="size-5" aria-hidden="true" />
          </Link>
        ) : (
          <Link href="/admin" className={iconLink} aria-label={t`Admin dashboard`} title={t`Admin dashboard`}>
            <Shield className="size-5" aria-hidden="true" />
          </Link>
        )
      ) : null}
      <Popover.Root
        open={open}
        onOpenChange={(next) => {
          // A click right after a hover opened the menu keeps it open rather than closing it.
          if (!next && openedByHover.current) {
            openedByHover.current = false;
            return;
          }
          openedByHover.current = false;
          setOpen(next);
        }}
      >
        <Popover.Trigger
          className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-2.5 text-sm text-muted-foreground hover:bg-muted hover:text-foreground"
          aria-label={t`Account menu`}
          onPointerEnter={hoverOpen}
          onPointerLeave={hoverClose}
        >
          <UserRound className="size-5" aria-hidden="true" />
          <span className="hidden max-w-32 truncate sm:inline">{username}</span>
          <ChevronDown className="hidden size-4 sm:block" aria-hidden="true" />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={6}
            onPointerEnter={hoverOpen}
            onPointerLeave={hoverClose}
            onPointerDownOutside={() => {
              openedByHover.current = false;
            }}
            onEscapeKeyDown={() => {
              openedByHover.current = false;
            }}
            className="z-50 w-60 rounded-2xl border border-border bg-card p-2 text-card-foreground shadow-xl animate-pop-in"
          >
            <AccountMenuItems
              username={username ?? ''}
              signOutLabel={t`Logout`}
              onPick={() => setOpen(false)}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </header>
  );
}
