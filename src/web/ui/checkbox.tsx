import { Check } from 'lucide-react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** A checkbox with its label (and optional help text) as one 44 px row that toggles anywhere. */
export function CheckboxField({
  id,
  checked,
  onCheckedChange,
  label,
  description,
  className,
}: {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  description?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex min-h-11 items-start gap-3', className)}>
      <RadixCheckbox.Root
        id={id}
        checked={checked}
        onCheckedChange={(v) => onCheckedChange(v === true)}
        aria-describedby={description ? `${id}-description` : undefined}
        className={cn(
          'relative mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-md border-2 transition',
          'border-muted-foreground/60 bg-card data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
          // 44 px touch target around the visible box
          'before:absolute before:-inset-2.5 before:content-[""]',
        )}
      >
        <RadixCheckbox.Indicator>
          <Check className="size-4" strokeWidth={3} aria-hidden="true" />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <div className="min-w-0">
        <label htmlFor={id} className="block cursor-pointer text-sm font-medium leading-6">
          {label}
        </label>
        {description ? (
          <p id={`${id}-description`} className="text-sm text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
