import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './index.css';
import { registerServiceWorker } from './lib/pwa';

// A screen that fails is caught by its error boundary, which shows what happened; log it as a warning.
createRoot(document.getElementById('root')!, {
  onCaughtError: (error, info) => console.warn('A screen failed to render', error, info.componentStack),
}).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
