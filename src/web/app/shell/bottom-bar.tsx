import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  BarChart3,
  BookOpen,
  Boxes,
  FileText,
  Gift,
  HeartPulse,
  Home,
  MessageSquareText,
  NotebookText,
  Package,
  Plus,
  Star,
  Users,
} from 'lucide-react';
import { type ComponentType, useSyncExternalStore } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { tabOf } from '../../features/staff/manager/tabs';
import { cn } from '../../lib/cn';

interface Slot {
  href: string;
  label: MessageDescriptor;
  icon: ComponentType<{ className?: string }>;
  /** Whether the slot is the page shown: its path, and its query string (the manager's `?tab=`). */
  active: (path: string, search: string) => boolean;
  /** Only in the wide screen's sidebar: on a phone the place is a tap into a menu or a screen away. */
  sidebarOnly?: boolean;
}

/**
 * Every main place. A phone's bar holds five (the centre one adds an entry); What helps and Report are in the
 * user menu and the wishlist a tab on the stash, two taps at most. The wide screen's sidebar lists all.
 */
const USER_SLOTS: Slot[] = [
  { href: '/', label: msg`Home`, icon: Home, active: (p) => p === '/' },
  {
    href: '/journal',
    label: msg`Journal`,
    icon: BookOpen,
    active: (p) => p === '/journal' || p.startsWith('/entry/'),
  },
  { href: '/new', label: msg`New entry`, icon: Plus, active: (p) => p === '/new' },
  {
    href: '/what-helps',
    label: msg`What helps`,
    icon: HeartPulse,
    active: (p) => p.startsWith('/what-helps'),
    sidebarOnly: true,
  },
  { href: '/stash', label: msg`Stash`, icon: Package, active: (p) => p === '/stash' },
  {
    href: '/wishlist',
    label: msg`Wishlist`,
    icon: Star,
    active: (p) => p === '/wishlist',
    sidebarOnly: true,
  },
  { href: '/rewards', label: msg`Rewards`, icon: Gift, active: (p) => p === '/rewards' },
  { href: '/report', label: msg`Report`, icon: FileText, active: (p) => p === '/report', sidebarOnly: true },
];

// A manager's slot per dashboard tab, lit for its own tab only.
const managerSlot = (href: string, label: MessageDescriptor, icon: Slot['icon'], tab: string): Slot => ({
  href,
  label,
  icon,
  active: (p, search) => p.startsWith('/manager') && tabOf(p, search) === tab,
});
const MANAGER_SLOTS: Slot[] = [
  managerSlot('/manager', msg`Analytics`, BarChart3, 'analytics'),
  managerSlot('/manager/entries', msg`Entries`, NotebookText, 'entries'),
  managerSlot('/manager?tab=reviews', msg`Reviews`, MessageSquareText, 'reviews'),
  managerSlot('/manager/inventory', msg`Inventory`, Boxes, 'inventory'),
  managerSlot('/manager/users', msg`Users`, Users, 'users'),
  managerSlot('/manager?tab=rewards', msg`Rewards`, Gift, 'rewards'),
];

const WIDE = '(min-width: 1024px)';
function useWideScreen() {
  return useSyncExternalStore(
    (listener) => {
      const mq = window.matchMedia?.(WIDE);
      mq?.addEventListener('change', listener);
      return () => mq?.removeEventListener('change', listener);
    },
    () => window.matchMedia?.(WIDE).matches ?? false,
    () => false,
  );
}

/**
 * Five slots for users on a phone (the centre one adds an entry), one per dashboard tab for managers. On a wide screen
 * (≥ 1024 px) the user's bar is a left sidebar with every main place; the manager's is left out there,
 * where the dashboard's tabs do its job.
 */
export function BottomBar({ variant }: { variant: 'user' | 'manager' }) {
  const { t } = useLingui();
  const [path] = useLocation();
  const search = useSearch();
  const slots = variant === 'manager' ? MANAGER_SLOTS : USER_SLOTS;
  const wide = useWideScreen();
  return (
    <nav
      aria-label={t`Main`}
      data-bottom-bar={variant}
      className={cn(
        'pb-safe fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80',
        variant === 'manager'
          ? 'lg:hidden'
          : 'lg:top-14 lg:right-auto lg:w-56 lg:border-t-0 lg:border-r lg:bg-card lg:pb-0',
      )}
    >
      <ul
        className={cn(
          'mx-auto grid max-w-lg',
          variant === 'manager' ? 'grid-cols-6' : 'grid-cols-5 lg:max-w-none lg:grid-cols-1 lg:gap-1 lg:p-3',
        )}
      >
        {slots.map((slot) => {
          // On a phone the wishlist has no slot of its own: the stash's is lit there.
          const active =
            slot.active(path, search) || (slot.href === '/stash' && path === '/wishlist' && !wide);
          const Icon = slot.icon;
          const centre = variant === 'user' && slot.href === '/new';
          return (
            <li
              key={slot.href}
              className={cn('justify-center', slot.sidebarOnly ? 'hidden lg:flex' : 'flex')}
            >
              <Link
                href={slot.href}
                aria-current={active ? 'page' : undefined}
                aria-label={centre ? t(slot.label) : undefined}
                className={cn(
                  'flex min-h-14 w-full flex-col items-center justify-center gap-0.5 text-[11px] font-medium',
                  'lg:min-h-11 lg:flex-row lg:justify-start lg:gap-3 lg:rounded-xl lg:px-3 lg:text-sm',
                  active
                    ? 'text-primary lg:bg-primary-soft lg:font-semibold lg:text-foreground'
                    : 'text-muted-foreground hover:text-foreground lg:hover:bg-muted',
                )}
              >
                {centre ? (
                  <>
                    <span className="-mt-5 inline-flex size-13 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg ring-4 ring-background lg:mt-0 lg:size-7 lg:shadow-none lg:ring-0">
                      <Icon className="size-6 lg:size-4" aria-hidden="true" />
                    </span>
                    <span className="hidden lg:inline" aria-hidden="true">
                      {t(slot.label)}
                    </span>
                  </>
                ) : (
                  <>
                    <Icon className="size-5" aria-hidden="true" />
                    <span>{t(slot.label)}</span>
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
