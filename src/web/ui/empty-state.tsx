import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** A friendly "nothing here" panel with an icon, a title, a hint and an optional action. */
export function EmptyState({
  icon: Icon,
  title,
  hint,
  action,
  className,
  headingLevel = 2,
}: {
  icon: LucideIcon;
  title: string;
  hint?: ReactNode;
  action?: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-card border border-dashed border-border bg-card px-6 py-10 text-center',
        className,
      )}
    >
      <span className="mb-3 inline-flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <Heading className="text-lg font-semibold">{title}</Heading>
      {hint ? <p className="mt-1 max-w-sm text-sm text-muted-foreground">{hint}</p> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
