import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/**
 * Renders its children (lazily loaded, or only costly to draw) once their place comes on screen, or within
 * `margin` of it (a CSS length: they are ready before the user scrolls to them), and the fallback, which
 * holds the same height, until then and while the code loads. A chart or a big picture below the fold then
 * costs the first load nothing: Recharts is the largest code the app has, the year grid the most elements.
 */
export function WhenVisible({
  fallback,
  children,
  margin = '0px',
}: {
  fallback: ReactNode;
  children: ReactNode;
  margin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (seen) => {
        if (seen.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);
  // Marked, so a test can scroll until nothing waits (e2e/scroll-through.ts).
  if (!near)
    return (
      <div ref={ref} data-when-visible="">
        {fallback}
      </div>
    );
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
