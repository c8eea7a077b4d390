import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Globe } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../lib/cn';
import { browserTimeZone, timeZoneChoice } from '../lib/time-zone';
import { Button } from './button';

/** "Europe/Berlin" as a person says it: "Berlin". */
const city = (zone: string) => zone.split('/').at(-1)?.replaceAll('_', ' ') ?? zone;

/**
 * Where times or days are shown or set in the account's zone (reminders, a session's time, an experiment's
 * days, a report's period): when this device's time zone is not the
 * account's, it says so once, with one tap to make the device's zone the account's (issue 57). Nothing
 * while they agree, or once dismissed on this page.
 */
export function TimeZoneNotice({ className }: { className?: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const setting = useQuery(timeZoneChoice.query);
  const [dismissed, setDismissed] = useState(false);
  const device = browserTimeZone();
  const use = useMutation({
    mutationFn: () => timeZoneChoice.choose(device),
    onSuccess: (saved) => queryClient.setQueryData(timeZoneChoice.query.queryKey, saved),
  });
  const account = setting.data ? timeZoneChoice.pick(setting.data) : undefined;
  if (!account || account === device || dismissed) return null;
  const accountCity = city(account);
  const deviceCity = city(device);
  return (
    // The buttons go under the sentence: beside it, they squeezed it to a word a line on a phone.
    <div
      role="note"
      className={cn('grid grid-cols-[auto_1fr] gap-2 rounded-xl bg-muted/60 p-3 text-sm', className)}
    >
      <Globe className="mt-0.5 size-4 text-muted-foreground" aria-hidden="true" />
      <p className="min-w-0">
        {t`Times here are in your account’s zone, ${accountCity}; this device is set to ${deviceCity}.`}
      </p>
      <div className="col-start-2 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" busy={use.isPending} onClick={() => use.mutate()}>
          {t`Use ${deviceCity}`}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setDismissed(true)}>
          {t`Keep ${accountCity}`}
        </Button>
      </div>
    </div>
  );
}
