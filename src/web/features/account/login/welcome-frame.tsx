import { Leaf } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconTile } from '../../../ui/icon-tile';

/**
 * The frame of the ways in (sign-in, an invitation, a sign-up): the product's welcome, a subtitle, and the
 * page's card below it, centred on a phone and a desktop alike.
 */
export function WelcomeFrame({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle: ReactNode;
  children: ReactNode;
}) {
  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b from-primary-soft to-background px-4 py-10"
    >
      <div className="w-full max-w-sm">
        <div className="mb-8 text-center">
          <IconTile
            icon={Leaf}
            size="hero"
            tone="bg-primary text-primary-foreground"
            className="mb-4 shadow-lg"
          />
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <p className="mt-2 text-muted-foreground">{subtitle}</p>
        </div>
        {children}
      </div>
    </main>
  );
}
