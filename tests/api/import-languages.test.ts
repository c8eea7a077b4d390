import { describe, expect, it } from 'vitest';
import { setupApp, signUp } from '../support/app.js';

// Issue 59: a refused import's reasons, item by item, in the reader's language, as its message is; `kind`,
// `index` and `code` never change. Run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
const ctx = setupApp();

const entry = { strainType: 'indica', method: 'joint', dosage: '1 g', overallRating: 4 };
const file = {
  entries: [
    { ...entry, strainName: '' },
    { ...entry, strainName: 'Bad effect', effects: ['flying'] },
    { ...entry, strainName: 'No rating', overallRating: undefined },
  ],
  favorites: [{ entryId: 99 }],
};

describe('a refused import in the reader’s language', () => {
  it('a German account reads every reason in German; English stays as it was', async () => {
    const alice = await signUp(ctx);
    const english = (await alice.post('/api/user/import', file)).json();
    expect(english.rejected).toEqual([
      { kind: 'entry', index: 0, reason: 'Strain name is required' },
      { kind: 'entry', index: 1, reason: 'Please choose effects from the list (Bad effect)' },
      { kind: 'entry', index: 2, reason: 'Overall rating is required (No rating)' },
      { kind: 'favorite', index: 0, reason: 'It refers to an entry that is not in this file' },
    ]);

    expect((await alice.put('/api/user/language', { language: 'de' })).statusCode).toBe(200);
    const res = await alice.post('/api/user/import', file);
    expect(res.statusCode).toBe(400);
    const german = res.json();
    expect(german).toMatchObject({
      code: 'import_refused',
      error: 'Es wurde nichts importiert: 4 Elemente müssen korrigiert werden',
    });
    expect(german.rejected).toEqual([
      { kind: 'entry', index: 0, reason: 'Der Sortenname ist erforderlich' },
      { kind: 'entry', index: 1, reason: 'Bitte wähle Wirkungen aus der Liste (Bad effect)' },
      { kind: 'entry', index: 2, reason: expect.stringMatching(/ \(No rating\)$/) },
      { kind: 'favorite', index: 0, reason: 'Er verweist auf einen Eintrag, der nicht in dieser Datei ist' },
    ]);
    expect(german.rejected[2].reason).not.toContain('required');
  });

  it('before sign-in’s choice, the request’s Accept-Language decides', async () => {
    const bob = await signUp(ctx);
    const res = await bob.request({
      method: 'POST',
      url: '/api/user/import',
      body: { entries: [{ ...entry, strainName: '' }] },
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(res.json().rejected).toEqual([
      { kind: 'entry', index: 0, reason: 'Le nom de la variété est obligatoire' },
    ]);
  });
});
