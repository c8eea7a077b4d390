import { FIGURES_TTL_SECONDS } from '../../../shared/dashboards.js';

/**
 * Recently computed aggregates, per app instance, for FIGURES_TTL_SECONDS. Requests that arrive while a
 * figure is being computed wait for that one computation; `fresh` (a Refresh button's
 * `Cache-Control: no-cache`) recomputes.
 */
export class FigureCache {
  private readonly kept = new Map<string, { at: number; value: Promise<unknown> }>();
  constructor(private readonly now: () => Date) {}

  get<T>(fresh: boolean, key: string, compute: () => Promise<T>): Promise<T> {
    const at = this.now().getTime();
    const hit = this.kept.get(key);
    if (!fresh && hit && at - hit.at < FIGURES_TTL_SECONDS * 1000) return hit.value as Promise<T>;
    const value = compute();
    this.kept.set(key, { at, value });
    value.catch(() => this.kept.delete(key));
    // Keys are few (periods × time zones × consent sets); an old one goes before the map grows.
    if (this.kept.size > 500) this.kept.delete(this.kept.keys().next().value as string);
    return value;
  }
}
