import { Trans } from '@lingui/react/macro';
import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { homeFor, useAuth } from '../../lib/auth';
import { Button } from '../../ui/button';
import { IconTile } from '../../ui/icon-tile';

export default function NotFoundPage() {
  const { authenticated, role } = useAuth();
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center p-6">
      <div className="w-full max-w-md rounded-3xl border border-border bg-card p-8 text-center shadow-sm">
        <IconTile icon={Compass} size="xl" className="mb-4" />
        <h1 className="text-2xl font-bold">
          <Trans>404 Page Not Found</Trans>
        </h1>
        <p className="mt-2 text-sm text-muted-foreground">
          <Trans>
            There is no page at this address. It may have moved, or the link may have a typo. Your journal is
            safe: go home and carry on from there.
          </Trans>
        </p>
        <Button asChild className="mt-6 w-full">
          <Link href={authenticated ? homeFor(role) : '/login'}>
            <Trans>Go home</Trans>
          </Link>
        </Button>
      </div>
    </main>
  );
}
