import { type ComponentType, lazy } from 'react';

/**
 * A component's module. A screen's may also name the data it opens on beyond what the page preloads
 * (`askData`): app.tsx asks it as the code arrives at start, before the first render, so those requests
 * are not made in the effects of the first frame (a slow phone's blocking time).
 */
type Module<P> = { default: ComponentType<P>; askData?: () => void };

/** Code fetched ahead of its first render (app.tsx's start-up code), with the data its module asks for. */
export type Preloadable = { preload: () => Promise<Pick<Module<never>, 'askData'>> };

/** A lazily loaded component, and the fetch of its code (started once, shared by every caller). */
export type LazyComponent<P> = ComponentType<P> & { preload: () => Promise<Module<P>> };

/**
 * `React.lazy` with a `preload()`, that renders at once when its code has already arrived. React.lazy
 * suspends on its first render even then, and React reveals a Suspense boundary's content no sooner than
 * 300 ms after the latest fallback it showed anywhere (it throttles reveals, with a timer): the shell, the
 * screen and its tab each suspending in turn held the first screen back by 300 ms or more. Code fetched at
 * start (app.tsx) shows without a fallback; code not yet here still suspends as before.
 */
export function lazyComponent<P extends object>(load: () => Promise<Module<P>>): LazyComponent<P> {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<Module<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (m) => {
        Loaded = m.default;
        return m;
      },
      (err: unknown) => {
        // A failed fetch (offline, a new deploy) is tried again by the next preload().
        pending = undefined;
        throw err;
      },
    );
    return pending;
  };
  const Lazy = lazy(preload);
  function LazyComponent(props: P) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(LazyComponent, { preload });
}
