import { Trans, useLingui } from '@lingui/react/macro';
import { FileQuestion, Home } from 'lucide-react';
import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../../shared/constants';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';

/** What entry detail and edit show for a missing (or unloadable, or somebody else's) entry. */
export function EntryNotFound() {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={FileQuestion}
      title={t`Entry Not Found`}
      hint={t`The ${PRODUCT_NAME} entry you're looking for doesn't exist or couldn't be loaded.`}
      action={
        <Button asChild>
          <Link href="/">
            <Home aria-hidden="true" /> <Trans>Return Home</Trans>
          </Link>
        </Button>
      }
      className="mt-6"
    />
  );
}

/** A path id: a positive integer, or null for anything else. */
export function parseEntryId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
