import { useLingui } from '@lingui/react/macro';
import { LayoutDashboard, Leaf, Search, Shield } from 'lucide-react';
import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../../shared/constants';
import { useAuth } from '../../lib/auth';
import { UserMenu } from './user-menu';

const iconLink =
  'inline-flex size-11 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground';

export function TopBar() {
  const { t } = useLingui();
  const { role } = useAuth();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/90 backdrop-blur supports-[backdrop-filter]:bg-card/75">
      <div className="mx-auto flex h-14 max-w-5xl items-center gap-1 px-3 lg:max-w-none lg:px-6">
        <Link
          href="/"
          className="mr-auto flex min-h-11 items-center gap-2 rounded-lg px-1 text-lg font-bold tracking-tight"
        >
          <span className="inline-flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <Leaf className="size-5" aria-hidden="true" />
          </span>
          {PRODUCT_NAME}
        </Link>
        <Link href="/search" className={iconLink} aria-label={t`Search`}>
          <Search className="size-5" aria-hidden="true" />
        </Link>
        {role === 'manager' || role === 'admin' ? (
          <Link href="/manager" className={iconLink} aria-label={t`Manager dashboard`}>
            <LayoutDashboard className="size-5" aria-hidden="true" />
          </Link>
        ) : null}
        {role === 'admin' ? (
          <Link href="/admin" className={iconLink} aria-label={t`Admin`}>
            <Shield className="size-5" aria-hidden="true" />
          </Link>
        ) : null}
        <UserMenu className={iconLink} />
      </div>
    </header>
  );
}
