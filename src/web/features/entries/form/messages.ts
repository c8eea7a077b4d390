/** The first message anywhere in a (nested) react-hook-form error tree. */
export function firstMessage(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const own = (node as { message?: unknown }).message;
  if (typeof own === 'string' && own) return own;
  for (const [key, child] of Object.entries(node as Record<string, unknown>)) {
    if (key !== 'ref' && child && typeof child === 'object') {
      const found = firstMessage(child);
      if (found) return found;
    }
  }
  return undefined;
}
