import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { errorMessage } from '../lib/api';
import { browserTimeZone, chooseTimeZone, timeZoneQuery } from '../lib/time-zone';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { Label, NativeSelect } from '../ui/field';
import { toast } from '../ui/toast';

function knownZones(current: string): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  const all = new Set([...zones, 'UTC', browserTimeZone(), current]);
  return [...all].sort((a, b) => a.localeCompare(b));
}

/** The account's time zone: it decides when a day (and a streak day) begins. */
export function TimeZoneCard() {
  const id = useId();
  const queryClient = useQueryClient();
  const setting = useQuery(timeZoneQuery);
  const current = setting.data?.timeZone ?? '';
  const zones = useMemo(() => knownZones(current || 'UTC'), [current]);
  const save = useMutation({
    mutationFn: chooseTimeZone,
    onSuccess: (saved) => {
      queryClient.setQueryData(timeZoneQuery.queryKey, saved);
      toast({ title: 'Time zone saved', description: `Your days now follow ${saved.timeZone}.` });
    },
    onError: (err) =>
      toast({ title: 'Failed to save time zone', description: errorMessage(err), variant: 'destructive' }),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Time zone</CardTitle>
        <CardDescription>
          Your days, streak and daily challenges follow this zone. A day already counted is never counted
          again after a change.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        <Label htmlFor={id}>Time zone</Label>
        <NativeSelect
          id={id}
          value={current}
          disabled={!setting.data || save.isPending}
          onChange={(e) => save.mutate(e.target.value)}
        >
          {!current && <option value="">Loading…</option>}
          {zones.map((z) => (
            <option key={z} value={z}>
              {z.replaceAll('_', ' ')}
            </option>
          ))}
        </NativeSelect>
      </CardContent>
    </Card>
  );
}
