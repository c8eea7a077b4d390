import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { registerServiceWorker } from '../lib/pwa';
import { App, firstQueriesSettled, startUpCodeArrived } from './app';

// A screen (or a part the app works without) that fails is caught by its error boundary, which shows what
// happened (or nothing, for an optional part); log it as a warning.
const root = createRoot(document.getElementById('root')!, {
  onCaughtError: (error, info) =>
    console.warn('A part of the page failed to render', error, info.componentStack),
});
// The service worker's install (every screen's code) waits for the first screen, drawn, and its data.
registerServiceWorker(firstQueriesSettled);

// The first render waits for the first screen's code, fetched in parallel as app.tsx ran, so it draws the
// screen rather than a spinner for the frame, then the screen, then its tab. On a slow network it waits no
// more than 1.5 s, then draws what has arrived (a spinner where code is still on its way).
void Promise.race([startUpCodeArrived, new Promise((resolve) => setTimeout(resolve, 1500))]).then(() => {
  // The first render is a transition: React draws the app in slices and yields between them, so the page
  // answers a tap while it starts (one long task otherwise, on a slow phone).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
