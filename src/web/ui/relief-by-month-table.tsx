import { Trans } from '@lingui/react/macro';
import { cn } from '../lib/cn';
import { formatMonth } from '../lib/dates';
import { formatDecimal, formatNumber } from '../lib/format';

/**
 * Relief month by month as a table: the month, its sessions and how many points lower the symptom was on
 * average. What helps shows it under its chart; the report prints it.
 */
export function ReliefByMonthTable({
  months,
  caption,
  className,
}: {
  months: ReadonlyArray<{ month: string; sessions: number; averageRelief: number }>;
  caption: string;
  className?: string;
}) {
  return (
    <table className={cn('w-full text-sm', className)}>
      <caption className="sr-only">{caption}</caption>
      <thead className="text-left text-xs text-muted-foreground">
        <tr>
          <th scope="col" className="font-medium">
            <Trans>Month</Trans>
          </th>
          <th scope="col" className="text-right font-medium">
            <Trans>Sessions</Trans>
          </th>
          <th scope="col" className="text-right font-medium">
            <Trans>Points lower</Trans>
          </th>
        </tr>
      </thead>
      <tbody className="tabular-nums">
        {months.map((m) => (
          <tr key={m.month}>
            <td>{formatMonth(m.month)}</td>
            <td className="text-right">{formatNumber(m.sessions)}</td>
            <td className="text-right">{formatDecimal(m.averageRelief)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
