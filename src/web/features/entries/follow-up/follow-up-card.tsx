import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Bell, Check, HeartPulse } from 'lucide-react';
import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Link } from 'wouter';
import type { Entry } from '../../../../shared/entries';
import { symptomLabel } from '../../../../shared/session-rules';
import { cn } from '../../../lib/cn';
import { lazyComponent } from '../../../lib/lazy-component';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { SLIDER_LOOK, SliderLabel, SYMPTOM_SCALE } from '../../../ui/slider-label';
import { notificationsAvailable, useFollowUpReminders } from './reminders';

// The form (react-hook-form, the shared zod schemas, Radix's slider: about 50 kB gzip) comes with the
// card's first touch, focus or key (decision 0063); until then the card draws a preview of the same look.
const FollowUpForm = lazyComponent(() =>
  import('./follow-up-form').then((m) => ({ default: m.FollowUpForm })),
);

/** Home: the sessions whose follow-up is open now, newest first, each with its form. */
export function FollowUpCard({ due }: { due: Entry[] }) {
  const reminders = useFollowUpReminders();
  if (due.length === 0) return null;
  return (
    // Celebrations wait while it sits where they show (under the header): they never cover it.
    <Card tone="primary" data-celebration-clear="">
      <CardHeader>
        <CardTitle icon={HeartPulse}>
          <Trans>How do you feel now?</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Rate your symptoms again to see what helps.</Trans>{' '}
          <Plural value={due.length} one="One session is waiting." other="# sessions are waiting." />
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {due.slice(0, 3).map((entry) => (
          <section key={entry.id} aria-labelledby={`follow-up-${entry.id}`} className="space-y-2">
            <h3 id={`follow-up-${entry.id}`} className="font-semibold">
              <Link href={`/entry/${entry.id}`} className="hover:underline">
                {entry.strainName}
              </Link>
            </h3>
            <FollowUpWhenTouched entry={entry} />
          </section>
        ))}
        {notificationsAvailable() && reminders.permission === 'default' ? (
          <Button variant="outline" size="sm" onClick={reminders.ask}>
            <Bell aria-hidden="true" /> <Trans>Remind me with a notification</Trans>
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

const sliderId = (entry: Entry, symptom: string) => `after-${entry.id}-${symptom}`;
const LIFT_WITHOUT_CLICK_MS = 300;
const FORM_UNAVAILABLE = msg`The form could not load. Check your connection and try again.`;

/**
 * The preview until the form's code is here, then the form, given what was set on the preview (a tap,
 * a drag, keys) and a Save pressed there. The swap waits for the finger to lift, so a press that began
 * on the preview ends on it (its click is not lost), and focus moves to the same slider in the form.
 */
function FollowUpWhenTouched({ entry }: { entry: Entry }) {
  const { t } = useLingui();
  const open = entry.outcomes.filter((o) => o.after == null);
  const [levels, setLevels] = useState<Record<string, number>>(() =>
    Object.fromEntries(open.map((o) => [o.symptom, o.before])),
  );
  const [arrived, setArrived] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [send, setSend] = useState(false);
  const focused = useRef<string | null>(null);
  const live = arrived && !pressed;

  const wanted = useCallback(() => {
    FollowUpForm.preload().then(
      () => setArrived(true),
      () => {
        // Not fetched (offline before the app was kept on this device): the next touch asks again.
        setSend((asked) => {
          if (asked)
            toast({
              title: i18n._(msg`Could not save`),
              description: i18n._(FORM_UNAVAILABLE),
              variant: 'destructive',
            });
          return false;
        });
      },
    );
  }, []);
  // A press that began on the preview ends on it: the swap waits for the click it makes (then for that
  // click's handlers), or a moment when it makes none (a drag that ended elsewhere).
  useEffect(() => {
    if (!pressed) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const release = (after: number) => timers.push(setTimeout(() => setPressed(false), after));
    const clicked = () => release(0);
    const lifted = () => {
      window.addEventListener('click', clicked, { once: true });
      release(LIFT_WITHOUT_CLICK_MS);
    };
    window.addEventListener('pointerup', lifted, { once: true });
    window.addEventListener('pointercancel', lifted, { once: true });
    return () => {
      for (const t of timers) clearTimeout(t);
      window.removeEventListener('pointerup', lifted);
      window.removeEventListener('pointercancel', lifted);
      window.removeEventListener('click', clicked);
    };
  }, [pressed]);
  // The slider that had focus on the preview has it in the form.
  const refocus = focused.current;
  useLayoutEffect(() => {
    if (!live || !refocus) return;
    // Radix shows its thumb in a second render it makes as it mounts (hidden, it cannot take focus): that
    // render is done by the next microtask.
    queueMicrotask(() => document.getElementById(refocus)?.focus());
  }, [live, refocus]);

  if (live) return <FollowUpForm entry={entry} levels={levels} sendAtOnce={send} />;
  return (
    // Drawn as the form is (the same name, sliders and button), so nothing moves when it is swapped in. Not
    // a form element: it sends nothing itself (Save hands over to the form, which sends through react-hook-form).
    // biome-ignore lint/a11y/useSemanticElements: the form's stand-in, named and found as the form is
    <div
      role="form"
      aria-label={t`How do you feel now after ${entry.strainName}?`}
      className="space-y-3"
      onPointerDown={() => {
        setPressed(true);
        wanted();
      }}
      onFocus={(e) => {
        focused.current = e.target.id || null;
        wanted();
      }}
      onBlur={() => {
        focused.current = null;
      }}
    >
      {open.map((o) => {
        const symptom = i18n._(symptomLabel(o.symptom));
        const before = o.before;
        return (
          <SliderPreview
            key={o.symptom}
            id={sliderId(entry, o.symptom)}
            label={t`${symptom} now (was ${before})`}
            value={levels[o.symptom] ?? o.before}
            onChange={(level) => setLevels((now) => ({ ...now, [o.symptom]: level }))}
          />
        );
      })}
      <Button
        type="button"
        onClick={() => {
          setSend(true);
          wanted(); // asked again if the press's own ask failed (offline), so the button never stays busy
        }}
        disabled={send}
      >
        <Check aria-hidden="true" /> {send ? t`Saving...` : t`Save how I feel`}
      </Button>
    </div>
  );
}

const { min: MIN, max: MAX, format } = SYMPTOM_SCALE;
const THUMB_PX = 24; // size-6
const clamp = (v: number) => Math.min(MAX, Math.max(MIN, Math.round(v)));
const KEY_STEP: Record<string, (v: number) => number> = {
  ArrowRight: (v) => v + 1,
  ArrowUp: (v) => v + 1,
  ArrowLeft: (v) => v - 1,
  ArrowDown: (v) => v - 1,
  PageUp: (v) => v + 10,
  PageDown: (v) => v - 10,
  Home: () => MIN,
  End: () => MAX,
};

/**
 * A symptom's slider as `RatingSlider` (ui/rating-slider.tsx) draws it with `SYMPTOM_SCALE`: the same
 * elements, `SLIDER_LOOK` and thumb position as Radix's, without Radix: it answers a tap or drag on its track and
 * the slider keys, as the real one does, until the real one takes its place.
 */
function SliderPreview({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const shown = format(value);
  const percent = ((value - MIN) / (MAX - MIN)) * 100;
  const inBounds = THUMB_PX / 2 - (percent / 50) * (THUMB_PX / 2);
  const thumb = useRef<HTMLSpanElement>(null);
  const fromPointer = (e: PointerEvent<HTMLSpanElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const x = Math.min(box.width - THUMB_PX / 2, Math.max(THUMB_PX / 2, e.clientX - box.left));
    onChange(clamp(MIN + ((x - THUMB_PX / 2) / (box.width - THUMB_PX)) * (MAX - MIN)));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLSpanElement>) => {
    const step = KEY_STEP[e.key];
    if (!step) return;
    e.preventDefault();
    onChange(clamp(step(value)));
  };
  return (
    <div className="space-y-0.5">
      <SliderLabel id={id} label={label} shown={shown} />
      <span
        dir="ltr"
        data-orientation="horizontal"
        className={SLIDER_LOOK.root}
        style={{ '--radix-slider-thumb-transform': 'translateX(-50%)' } as CSSProperties}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId);
          fromPointer(e);
          // As Radix does: the thumb takes focus, so keys go on from where the finger left it.
          e.preventDefault();
          thumb.current?.focus();
        }}
        onPointerMove={(e) => {
          if (e.currentTarget.hasPointerCapture(e.pointerId)) fromPointer(e);
        }}
      >
        <span data-orientation="horizontal" className={SLIDER_LOOK.track}>
          <span
            data-orientation="horizontal"
            className={cn(SLIDER_LOOK.range, 'bg-primary')}
            style={{ left: '0%', right: `${100 - percent}%` }}
          />
        </span>
        <span
          style={{
            transform: 'var(--radix-slider-thumb-transform)',
            position: 'absolute',
            left: `calc(${percent}% + ${inBounds}px)`,
          }}
        >
          <span
            ref={thumb}
            id={id}
            role="slider"
            tabIndex={0}
            aria-labelledby={`${id}-label`}
            aria-valuemin={MIN}
            aria-valuemax={MAX}
            aria-valuenow={value}
            aria-valuetext={shown}
            aria-orientation="horizontal"
            data-orientation="horizontal"
            onKeyDown={onKeyDown}
            className={cn(SLIDER_LOOK.thumb, 'border-primary')}
          />
        </span>
      </span>
    </div>
  );
}
