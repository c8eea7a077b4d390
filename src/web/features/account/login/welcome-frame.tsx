import { Leaf, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { IconTile } from '../../../ui/icon-tile';
import { LanguageMenu } from '../language/language-menu';

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
        <LanguageMenu className="mx-auto mt-6 max-w-48" />
      </div>
    </main>
  );
}

/** The card's full-width submit button; while `busy`, a spinner and what is happening instead of its label. */
export function WelcomeSubmit({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" busy={busy}>
      {busy ? (
        <>
          <Loader2 className="animate-spin" aria-hidden="true" /> {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
