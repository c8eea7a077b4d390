import { Switch as RadixSwitch } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export function Switch({ className, ...props }: ComponentProps<typeof RadixSwitch.Root>) {
  return (
    <RadixSwitch.Root
      className={cn(
        'relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition',
        'bg-border data-[state=checked]:bg-primary disabled:opacity-50',
        // 44 px touch target around the visual switch
        'before:absolute before:-inset-2 before:content-[""]',
        className,
      )}
      {...props}
    >
      <RadixSwitch.Thumb className="pointer-events-none block size-6 rounded-full bg-white shadow transition data-[state=checked]:translate-x-5" />
    </RadixSwitch.Root>
  );
}
