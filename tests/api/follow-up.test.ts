import { describe, expect, it } from 'vitest';
import { entrySchema, FOLLOW_UP_EMPTY } from '../../src/shared/entries.js';
import { SESSION_MESSAGES } from '../../src/shared/sessions.js';
import { entryBody, errorBody, fieldError, setupApp, signUp } from '../support/app.js';

const ctx = setupApp();

const session = {
  strainName: 'Gelato',
  notes: 'calm evening',
  thcPercent: 21.5,
  outcomes: [
    { symptom: 'anxiety', before: 7, after: null },
    { symptom: 'insomnia', before: 8, after: null },
  ],
};

describe('PUT /api/entries/{id}/follow-up', () => {
  it('sets the "after" levels it is sent and nothing else of the entry', async () => {
    const alice = await signUp(ctx);
    const entry = (await alice.post('/api/entries', entryBody(session))).json();
    ctx.clock.advance({ minutes: 90 });
    const res = await alice.put(`/api/entries/${entry.id}/follow-up`, {
      outcomes: [{ symptom: 'anxiety', after: 2 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = entrySchema.strict().parse(res.json());
    expect(saved.outcomes).toEqual([
      { symptom: 'anxiety', before: 7, after: 2 },
      { symptom: 'insomnia', before: 8, after: null },
    ]);
    expect(saved).toMatchObject({ strainName: 'Gelato', notes: 'calm evening', thcPercent: 21.5 });
    expect(saved.updatedAt).toBe(ctx.clock.now().toISOString());
    const read = (await alice.get(`/api/entries/${entry.id}`)).json();
    expect(read.outcomes).toEqual(saved.outcomes);
  });

  it('sent twice (an offline follow-up whose answer was lost) leaves the same entry', async () => {
    const alice = await signUp(ctx);
    const entry = (await alice.post('/api/entries', entryBody(session))).json();
    const body = {
      outcomes: [
        { symptom: 'anxiety', after: 3 },
        { symptom: 'insomnia', after: 4 },
      ],
    };
    const ledger = (await alice.get('/api/user/points/activities')).json();
    const first = await alice.put(`/api/entries/${entry.id}/follow-up`, body);
    const second = await alice.put(`/api/entries/${entry.id}/follow-up`, body);
    expect(second.statusCode).toBe(200);
    expect(second.json().outcomes).toEqual(first.json().outcomes);
    expect(second.json().outcomes.map((o: { after: number }) => o.after)).toEqual([3, 4]);
    // A follow-up pays nothing, so neither does a replay.
    expect((await alice.get('/api/user/points/activities')).json()).toEqual(ledger);
  });

  it('refuses a symptom the session did not rate before, an empty list, a level out of range and a repeat', async () => {
    const alice = await signUp(ctx);
    const entry = (await alice.post('/api/entries', entryBody(session))).json();
    const put = (outcomes: unknown) => alice.put(`/api/entries/${entry.id}/follow-up`, { outcomes });
    expect(errorBody(await put([{ symptom: 'pain', after: 2 }]))).toEqual(
      fieldError('outcomes', 'Pain was not rated before this session'),
    );
    expect(errorBody(await put([]))).toEqual(fieldError('outcomes', FOLLOW_UP_EMPTY));
    const high = await put([{ symptom: 'anxiety', after: 11 }]);
    expect(high.statusCode).toBe(400);
    expect(high.json().error).toBe(SESSION_MESSAGES.level);
    const twice = await put([
      { symptom: 'anxiety', after: 1 },
      { symptom: 'anxiety', after: 2 },
    ]);
    expect(twice.json().error).toBe(SESSION_MESSAGES.symptomOnce);
    const unknown = await put([{ symptom: 'hiccups', after: 2 }]);
    expect(unknown.json().error).toBe(SESSION_MESSAGES.symptom);
    const extra = await alice.put(`/api/entries/${entry.id}/follow-up`, {
      outcomes: [{ symptom: 'anxiety', after: 2 }],
      strainName: 'Other',
    });
    expect(extra.statusCode).toBe(400);
    // Nothing was changed by the refused writes.
    expect((await alice.get(`/api/entries/${entry.id}`)).json().outcomes).toEqual(
      session.outcomes.map((o) => ({ ...o, after: null })),
    );
  });

  it("another user's entry is a 404, and so is one that does not exist", async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    const entry = (await alice.post('/api/entries', entryBody(session))).json();
    const res = await bob.put(`/api/entries/${entry.id}/follow-up`, {
      outcomes: [{ symptom: 'anxiety', after: 0 }],
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await alice.put('/api/entries/999999/follow-up', { outcomes: [{ symptom: 'anxiety', after: 0 }] }))
        .statusCode,
    ).toBe(404);
    expect((await alice.get(`/api/entries/${entry.id}`)).json().outcomes[0].after).toBeNull();
  });
});
