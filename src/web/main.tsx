import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './index.css';
import { registerServiceWorker } from './lib/pwa';

// A screen that fails is caught by its error boundary, which shows what happened; log it as a warning.
const root = createRoot(document.getElementById('root')!, {
  onCaughtError: (error, info) => console.warn('A screen failed to render', error, info.componentStack),
});
// The first render is a transition: React draws the app in slices and yields between them, so the page
// answers a tap while it starts (one long task otherwise, on a slow phone).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

registerServiceWorker();
