import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/**
 * Renders its (lazily loaded) children once their place comes on screen, and the fallback, which
 * holds the same height, until then and while the code loads. A chart below the fold then costs the
 * first load nothing: Recharts is the largest code the app has.
 */
export function WhenVisible({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
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
      { rootMargin: '0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  if (!near) return <div ref={ref}>{fallback}</div>;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
