import { Trans } from '@lingui/react/macro';
import { HeartHandshake } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';

/** A relief screen with no session rated before and after yet: what is missing, and a way to log one. */
export function NoSessionsYet({ title, hint }: { title: string; hint: string }) {
  return (
    <EmptyState
      icon={HeartHandshake}
      title={title}
      hint={hint}
      action={
        <Button asChild size="lg">
          <Link href="/new">
            <Trans>Log a session</Trans>
          </Link>
        </Button>
      }
    />
  );
}
