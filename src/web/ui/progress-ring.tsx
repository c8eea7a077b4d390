import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** A circular progress indicator (0–100) with content in its centre. */
export function ProgressRing({
  value,
  size = 128,
  stroke = 10,
  label,
  children,
  className,
}: {
  value: number;
  size?: number;
  stroke?: number;
  /** The accessible name of the progress bar. */
  label: string;
  children?: ReactNode;
  className?: string;
}) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  // The track and the bar over it are the same circle.
  const circle = { cx: size / 2, cy: size / 2, r: radius, fill: 'none', strokeWidth: stroke };
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('relative inline-flex shrink-0 items-center justify-center', className)}
      style={{ width: size, height: size }}
    >
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        className="-rotate-90"
        aria-hidden="true"
      >
        <circle {...circle} className="stroke-muted" />
        <circle
          {...circle}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - percent / 100)}
          className="stroke-primary transition-[stroke-dashoffset] duration-700 ease-out"
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center text-center">{children}</div>
    </div>
  );
}
