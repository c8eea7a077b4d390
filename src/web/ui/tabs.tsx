import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps, ComponentType } from 'react';
import { cn } from '../lib/cn';

export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn(
        'flex w-full min-w-0 max-w-full gap-1 overflow-x-auto rounded-xl bg-muted p-1 [scrollbar-width:none]',
        className,
      )}
      {...props}
    />
  );
}

/**
 * A tab. The tabs share the list's width; with `wraps` (a long list, whose list has `flex-wrap`) a phone
 * keeps each tab's whole label and wraps the tabs onto more rows, each read in full and a tap away.
 * `compact` narrows the padding for short labels.
 */
export function TabsTrigger({
  className,
  wraps,
  compact,
  ...props
}: ComponentProps<typeof RadixTabs.Trigger> & { wraps?: boolean; compact?: boolean }) {
  return (
    <RadixTabs.Trigger
      className={cn(
        'min-h-11 whitespace-nowrap rounded-lg text-sm font-medium text-muted-foreground transition',
        wraps ? 'flex-auto sm:flex-1' : 'flex-1',
        compact ? 'px-2.5' : 'px-3',
        'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  // The panel takes focus after its tab: it keeps the page's focus outline.
  return <RadixTabs.Content className={cn('mt-4', className)} {...props} />;
}

/** A tabbed screen's panels: one per tab of the screen's list, drawing that tab's `Panel`. */
export function TabPanels({ tabs }: { tabs: readonly { value: string; Panel: ComponentType }[] }) {
  return tabs.map(({ value, Panel }) => (
    <TabsContent key={value} value={value}>
      <Panel />
    </TabsContent>
  ));
}
