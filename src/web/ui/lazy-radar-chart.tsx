import { type ComponentProps, lazy, Suspense } from 'react';

// Recharts is large: screens load it only when a chart is on screen, after their first paint.
const RadarChart = lazy(() => import('./radar-chart'));

export type { RadarSeries } from './radar-chart';

export function LazyRadarChart(props: ComponentProps<typeof RadarChart>) {
  const height = props.height ?? 260;
  return (
    <Suspense
      fallback={
        <div aria-hidden="true" style={{ height }} className="flex items-center justify-center">
          <div className="aspect-square h-[70%] animate-pulse rounded-full bg-muted" />
        </div>
      }
    >
      <RadarChart {...props} />
    </Suspense>
  );
}
