import { type ComponentProps, lazy } from 'react';
import { WhenVisible } from './when-visible';

// Recharts is large: screens load it only when a chart comes near the screen, after their first paint.
const RadarChart = lazy(() => import('./radar-chart'));

export type { RadarSeries } from './radar-chart';

export function LazyRadarChart(props: ComponentProps<typeof RadarChart>) {
  const height = props.height ?? 260;
  return (
    <WhenVisible
      fallback={
        <div aria-hidden="true" style={{ height }} className="flex items-center justify-center">
          <div className="aspect-square h-[70%] animate-pulse rounded-full bg-muted" />
        </div>
      }
    >
      <RadarChart {...props} />
    </WhenVisible>
  );
}
