import { useLingui } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';
import { Failure } from './failure';

interface State {
  error: Error | null;
}

/**
 * Catches what a screen throws while rendering, most often its code failing to load (offline before the
 * service worker cached it, or a new release replaced the files), and says so with a way out instead of
 * leaving a blank page. Keyed by the path, so moving to another screen tries again.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ScreenFailed />;
  }
}

function ScreenFailed() {
  const { t } = useLingui();
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <Failure
      heading="h1"
      title={t`This screen could not load`}
      detail={
        offline
          ? t`You are offline. Connect to the internet and try again.`
          : t`Something went wrong while opening it. Reloading usually fixes this.`
      }
      retryLabel={t`Reload`}
      onRetry={() => window.location.reload()}
    />
  );
}

/**
 * A part the app works without (celebrations, the outbox's sync): if its code cannot load (offline before
 * the service worker has it), it shows nothing instead of taking the app down, and its code is asked for
 * again when the browser comes back online.
 */
export class OptionalPart extends Component<
  { children: ReactNode; load: () => Promise<unknown> },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private retry = () => {
    this.props.load().then(
      () => this.setState({ failed: false }),
      () => undefined,
    );
  };

  override componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
