import type { ReactNode } from 'react';
import { ProgressBar } from '../../../ui/progress';

interface MeterProps {
  label: ReactNode;
  /** The figure, written out beside the bar (the bar is a picture of it). */
  value: ReactNode;
  percent: number;
  /** A figure too thin to rank by, drawn faint. */
  faint?: boolean;
}

/** A horizontal bar with its label, for ranked lists; `percent` of the bar is filled. */
export function Meter({ label, value, percent, faint }: MeterProps) {
  return (
    <div className="grid min-w-0 gap-1">
      <div className="flex min-w-0 items-baseline justify-between gap-3 text-sm">
        <span className="min-w-0 truncate">{label}</span>
        <span className="shrink-0 tabular-nums text-muted-foreground">{value}</span>
      </div>
      {/* The figures are the text beside it: the bar is a picture of them. */}
      <ProgressBar value={percent} aria-hidden="true" faint={faint} />
    </div>
  );
}
