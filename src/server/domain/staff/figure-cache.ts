import { FIGURES_TTL_SECONDS } from '../../../shared/dashboards.js';
import { Kept } from '../../kept.js';

/**
 * Recently computed aggregates, per app instance, for FIGURES_TTL_SECONDS. Requests that arrive while a
 * figure is being computed wait for that one computation; `fresh` (a Refresh button's
 * `Cache-Control: no-cache`) recomputes. Keys are few (periods × time zones × consent sets); at most 500.
 */
export class FigureCache {
  private readonly kept = new Kept<string, Promise<unknown>>({
    maxEntries: 500,
    maxAgeMs: FIGURES_TTL_SECONDS * 1000 - 1,
  });
  constructor(private readonly now: () => Date) {}

  get<T>(fresh: boolean, key: string, compute: () => Promise<T>): Promise<T> {
    const at = this.now().getTime();
    const hit = fresh ? undefined : this.kept.get(key, at);
    if (hit) return hit as Promise<T>;
    const value = compute();
    this.kept.set(key, value, at);
    value.catch(() => this.kept.delete(key));
    return value;
  }
}
