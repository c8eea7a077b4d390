import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { HeartHandshake, NotebookPen, Plus, Smile } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../ui/button';

const FIRST_STEPS = [
  {
    icon: NotebookPen,
    title: msg`Log a session`,
    text: msg`What you took, how you took it, how much, and the symptoms you took it for.`,
  },
  {
    icon: Smile,
    title: msg`Say how you feel`,
    text: msg`Once it has kicked in, Home asks “How do you feel now?”. One tap per symptom.`,
  },
  {
    icon: HeartHandshake,
    title: msg`See what helps`,
    text: msg`After a few sessions, What helps shows which strains, methods and doses eased each symptom most.`,
  },
] as const;

/** Home with nothing logged: what to do first, and the button that does it. */
export function FirstSteps() {
  const { t } = useLingui();
  return (
    <section
      aria-labelledby="first-steps"
      className="rounded-card border border-border bg-card p-5 shadow-sm"
    >
      <h2 id="first-steps" className="text-lg font-semibold">
        <Trans>Start here</Trans>
      </h2>
      <ol className="mt-4 space-y-4">
        {FIRST_STEPS.map((step, i) => (
          <li key={step.title.id} className="flex gap-3">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
              <step.icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <h3 className="font-medium">
                <span className="sr-only">
                  <StepNumber number={i + 1} />{' '}
                </span>
                {t(step.title)}
              </h3>
              <p className="text-sm text-muted-foreground">{t(step.text)}</p>
            </div>
          </li>
        ))}
      </ol>
      <Button asChild size="lg" className="mt-5 w-full sm:w-auto">
        <Link href="/new">
          <Plus aria-hidden="true" /> <Trans>Log your first session</Trans>
        </Link>
      </Button>
    </section>
  );
}

function StepNumber({ number }: { number: number }) {
  return <Trans>Step {number}:</Trans>;
}
