import { describe, expect, it } from 'vitest';
import { finishRequest, type PendingSignOut } from './sign-out-pending';

const pending = (over: Partial<PendingSignOut> = {}): PendingSignOut => ({
  userId: 7,
  username: 'alice',
  key: null,
  at: '2026-11-27T10:00:00.000Z',
  ...over,
});

describe('finishing a pending sign-out', () => {
  it('ends the session its key names, whoever signed in since', () => {
    const key = 'f'.repeat(64);
    expect(finishRequest(pending({ key }), false)).toEqual({ body: { session: key } });
    expect(finishRequest(pending({ key, replaced: true }), true)).toEqual({ body: { session: key } });
  });

  it('without a key, ends the session of the cookie only while nobody signed in since', () => {
    expect(finishRequest(pending(), false)).toEqual({});
    expect(finishRequest(pending(), true)).toBeNull();
    expect(finishRequest(pending({ replaced: true }), false)).toBeNull();
  });
});
