import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names; it does not resolve conflicts (decision 0039). A ui primitive's own classes never
 * meet a caller's of the same kind: what varies is a variant, tone or size prop, not an override. The
 * e2e suite checks every class list the browser shows (e2e/fixtures.ts).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
