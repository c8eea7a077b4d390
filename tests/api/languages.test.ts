import { describe, expect, it } from 'vitest';
import { translate } from '../../src/server/i18n.js';
import { INVALID_LOGIN_MESSAGE } from '../../src/shared/auth.js';
import { ENTRY_MESSAGES } from '../../src/shared/entries.js';
import { LANGUAGE_MESSAGE, LANGUAGES, type Language } from '../../src/shared/i18n.js';
import { type Client, errorBody, setupApp, signUp } from '../support/app.js';

// Issue 59: the account's language, and the server's messages in it (the request's Accept-Language before
// sign-in, English when neither says). Run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
const ctx = setupApp();

const choose = (client: Client, language: unknown) => client.put('/api/user/language', { language });

describe('the language setting', () => {
  it('reads the browser’s language until one is chosen, then the chosen one, for that account only', async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    const ask = (client: Client, header?: string) =>
      client.request({
        method: 'GET',
        url: '/api/user/language',
        headers: header ? { 'accept-language': header } : {},
      });
    expect((await ask(alice)).json()).toEqual({ language: 'en' });
    expect((await ask(alice, 'de-AT,de;q=0.9,en;q=0.5')).json()).toEqual({ language: 'de' });
    expect((await ask(alice, 'pt-BR, fr;q=0.7')).json()).toEqual({ language: 'fr' });

    const put = await choose(alice, 'es');
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ language: 'es' });
    expect((await ask(alice, 'de')).json()).toEqual({ language: 'es' });
    expect((await alice.get('/api/user')).json()).toMatchObject({ language: 'es' });
    // Bob chose nothing: his browser still decides, and his account says so.
    expect((await ask(bob, 'fr')).json()).toEqual({ language: 'fr' });
    expect((await bob.get('/api/user')).json()).toMatchObject({ language: null });
  });

  it('refuses anything but en, de, es or fr with a 400 that lists them', async () => {
    const alice = await signUp(ctx);
    for (const body of [
      { language: 'pt' },
      { language: 'DE' },
      { language: null },
      {},
      ['de'],
      7,
      { language: 'de', x: 1 },
    ]) {
      const res = await alice.put('/api/user/language', body);
      expect(errorBody(res), JSON.stringify(body)).toMatchObject({ status: 400, code: 'validation' });
      expect(res.json().error).toBe(LANGUAGE_MESSAGE);
      expect(res.json().error).toContain('en, de, es, fr');
    }
    expect(errorBody(await choose(alice, 'pt'))).toEqual({
      status: 400,
      error: LANGUAGE_MESSAGE,
      code: 'validation',
      field: 'language',
    });
    expect((await alice.get('/api/user/language')).json()).toEqual({ language: 'en' });
  });

  it('comes with the sign-in answer, the export, and back with an import', async () => {
    const alice = await signUp(ctx, { username: 'alice', password: 'secret-pass' });
    await choose(alice, 'fr');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'alice', password: 'secret-pass' },
    });
    expect(login.json()).toEqual({ id: alice.id, role: 'user', username: 'alice', language: 'fr' });

    const exported = (await alice.get('/api/user/export')).json();
    expect(exported.profile.language).toBe('fr');
    const bob = await signUp(ctx);
    const imported = await bob.post('/api/user/import', {
      ...exported,
      entries: [],
      stash: [],
      favorites: [],
      settings: exported.settings,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await bob.get('/api/user/language')).json()).toEqual({ language: 'fr' });
  });
});

describe('server messages in the reader’s language', () => {
  it('a validation error reads in each language with the same code and field', async () => {
    const answers = [];
    for (const language of LANGUAGES) {
      const client = await signUp(ctx);
      await choose(client, language);
      // Accept-Language says otherwise: the account's choice wins.
      const res = await client.request({
        method: 'POST',
        url: '/api/wishlist',
        body: {
          strainName: '',
          strainType: 'hybrid',
          productType: 'flower',
          quantity: 1,
          quantityUnit: 'grams',
        },
        headers: { 'accept-language': 'fr' },
      });
      answers.push({ language, ...errorBody(res) });
    }
    const german = answers.find((a) => a.language === 'de')!;
    expect(german).toMatchObject({ status: 400, code: 'validation', field: 'strainName' });
    expect(german.error).toBe('Der Sortenname ist erforderlich');
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 400, code: 'validation', field: 'strainName' });
      expect(answer.error).toBe(translate(answer.language as Language, ENTRY_MESSAGES.strainName));
    }
    expect(new Set(answers.map((a) => a.error)).size).toBe(4);
  });

  it('a message with a value, built by the server, has the value in the translated sentence', async () => {
    const client = await signUp(ctx);
    await choose(client, 'de');
    const res = await client.post('/api/wishlist', {
      strainName: 'x'.repeat(101),
      strainType: 'hybrid',
      productType: 'flower',
      quantity: 1,
      quantityUnit: 'grams',
    });
    expect(errorBody(res)).toEqual({
      status: 400,
      code: 'validation',
      field: 'strainName',
      error: 'Der Sortenname darf höchstens 100 Zeichen lang sein',
    });
    // A message no schema worded (an unknown field) is ours too, never zod's English.
    const extra = await client.put('/api/user/language', { language: 'de', colour: 'red' });
    expect(extra.json().error).toBe('Wähle eine dieser Sprachen: en, de, es, fr');
    const notFound = await client.get('/api/entries/999999');
    expect(errorBody(notFound)).toEqual({ status: 404, code: 'not_found', error: 'Eintrag nicht gefunden' });
  });

  it('before sign-in the request’s Accept-Language decides, English when it names none of ours', async () => {
    await signUp(ctx, { username: 'carla', password: 'secret-pass' });
    const wrong = (header?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'carla', password: 'wrong-pass' },
        headers: header ? { 'accept-language': header } : {},
      });
    const spanish = await wrong('es-MX,es;q=0.9');
    expect(errorBody(spanish)).toEqual({
      status: 401,
      code: 'invalid_credentials',
      error: 'Usuario o contraseña incorrectos',
    });
    expect(errorBody(await wrong('ja, zh;q=0.5'))).toMatchObject({ error: INVALID_LOGIN_MESSAGE });
    expect(errorBody(await wrong())).toMatchObject({ error: INVALID_LOGIN_MESSAGE });
    const guarded = await ctx.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(errorBody(guarded)).toEqual({
      status: 401,
      code: 'unauthenticated',
      error: 'Veuillez vous connecter pour continuer',
    });
  });
});

describe('a shared report', () => {
  it('names its owner’s language, so the page opens in it, and a change shows at once', async () => {
    const alice = await signUp(ctx);
    const share = await alice.post('/api/shares', {});
    expect(share.statusCode, share.body).toBe(201);
    const open = async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: share.json().url.replace('/shared/', '/api/shared/'),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect((await open()).profile.language).toBeNull();
    await choose(alice, 'de');
    expect((await open()).profile.language).toBe('de');
    expect((await alice.get('/api/report')).json().profile.language).toBe('de');
    await choose(alice, 'es');
    expect((await open()).profile.language).toBe('es');
  });
});
