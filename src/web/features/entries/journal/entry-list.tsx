import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Entry } from '../../../../shared/entries';
import { useSettings } from '../../../lib/settings';
import { EntryCard } from './entry-card';

const WIDE = '(min-width: 768px)';
const subscribeWide = (cb: () => void) => {
  const mq = window.matchMedia(WIDE);
  mq.addEventListener('change', cb);
  return () => mq.removeEventListener('change', cb);
};
const isWide = () => window.matchMedia(WIDE).matches;

/** Every card has the same height (in rem, so it follows the text size); gap between cards in rem. */
export const CARD_HEIGHT_REM = 10.25;
const GAP_REM = 0.75;

/**
 * Entry cards, virtualised against the page's own scroll: only the cards on screen (and a few around)
 * exist, so thousands of entries scroll and filter smoothly. Cards have a fixed height, so nothing is
 * measured while filtering (measuring forces the browser to lay out the page). Two columns on wide screens.
 */
export function EntryList({
  entries,
  label,
  setSize = entries.length,
}: {
  entries: readonly Entry[];
  label: string;
  /** How many entries the list has in all, when `entries` is only its first part (still loading). */
  setSize?: number;
}) {
  const ref = useRef<HTMLUListElement>(null);
  const lanes = useSyncExternalStore(subscribeWide, isWide, () => false) ? 2 : 1;
  const { compactView } = useSettings().settings.display;
  // Pixels per rem: compact view changes the root font size.
  // biome-ignore lint/correctness/useExhaustiveDependencies: compact view is why the font size changes
  const rem = useMemo(
    () => Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16,
    [compactView],
  );
  const size = Math.round(CARD_HEIGHT_REM * rem);
  const gap = Math.round(GAP_REM * rem);

  // Where the list starts on the page; it moves when a panel above it opens or closes.
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const top = el.getBoundingClientRect().top + window.scrollY;
    if (Math.abs(top - offset) > 0.5) setOffset(top);
  });

  const virtualizer = useWindowVirtualizer({
    count: entries.length,
    estimateSize: () => size,
    overscan: 6,
    lanes,
    gap,
    scrollMargin: offset,
    // Keyed by position: when the filter changes, the cards on screen are updated in place instead of
    // being unmounted and rebuilt (with fixed heights there is nothing to remember per entry).
  });

  // The cards' strain names are h3: a heading of the list's own keeps the outline in order under the h1.
  return (
    <>
      <h2 className="sr-only">{label}</h2>
      <ul
        ref={ref}
        aria-label={label}
        className="relative w-full"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => (
          <li
            key={item.key}
            aria-setsize={setSize}
            aria-posinset={item.index + 1}
            className="absolute top-0"
            style={{
              height: size,
              left: lanes === 2 ? `calc(${item.lane * 50}% + ${item.lane * (gap / 2)}px)` : 0,
              width: lanes === 2 ? `calc(50% - ${gap / 2}px)` : '100%',
              transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            <EntryCard entry={entries[item.index]} className="overflow-hidden" />
          </li>
        ))}
      </ul>
    </>
  );
}
