import { BookHeart, NotebookPen, ShoppingBag } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useState } from 'react';
import { PRODUCT_NAME } from '../../shared/constants';
import { cn } from '../lib/cn';
import { KEYS, storage } from '../lib/storage';
import { Button } from '../ui/button';

const SLIDES = [
  {
    icon: BookHeart,
    title: `Welcome to ${PRODUCT_NAME}`,
    text: 'Your personal journal for tracking strains and experiences.',
  },
  {
    icon: NotebookPen,
    title: 'Track Your Experiences',
    text: 'Log the strains you try, rate their effects, and discover what works for you.',
  },
  {
    icon: ShoppingBag,
    title: 'Build Your Wishlist',
    text: 'Save strains to try and keep a personal inventory of your stash.',
  },
];

/** Three slides after the first sign-in; the flag is stored when it closes. */
export default function Onboarding({ onComplete }: { onComplete: () => void }) {
  const [index, setIndex] = useState(0);
  const [closing, setClosing] = useState(false);
  const slide = SLIDES[index];
  const last = index === SLIDES.length - 1;
  const Icon = slide.icon;

  const next = () => {
    if (!last) return setIndex(index + 1);
    setClosing(true);
    storage.set(KEYS.onboardingComplete, 'true');
    setTimeout(onComplete, 300);
  };

  return (
    <RadixDialog.Root open>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          className={cn(
            'fixed inset-0 z-[60] bg-black/60 transition-opacity duration-300',
            closing && 'opacity-0',
          )}
        />
        <RadixDialog.Content
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          className={cn(
            'fixed top-1/2 left-1/2 z-[60] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-card p-6 text-center text-card-foreground shadow-2xl transition-opacity duration-300 animate-pop-in',
            closing && 'opacity-0',
          )}
        >
          <div className="mx-auto mb-5 inline-flex size-16 items-center justify-center rounded-2xl bg-primary-soft text-primary">
            <Icon className="size-8" aria-hidden="true" />
          </div>
          <RadixDialog.Title className="text-xl font-bold">{slide.title}</RadixDialog.Title>
          <RadixDialog.Description className="mt-2 text-muted-foreground">
            {slide.text}
          </RadixDialog.Description>
          <div className="mt-6 flex justify-center gap-2" aria-hidden="true">
            {SLIDES.map((s, i) => (
              <span
                key={s.title}
                className={cn(
                  'h-2 rounded-full transition-all',
                  i === index ? 'w-6 bg-primary' : 'w-2 bg-border',
                )}
              />
            ))}
          </div>
          <p className="sr-only" aria-live="polite">
            Step {index + 1} of {SLIDES.length}
          </p>
          <Button className="mt-6 w-full" size="lg" onClick={next} disabled={closing}>
            {last ? 'Get Started' : 'Next'}
          </Button>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
