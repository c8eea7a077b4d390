import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginResponse } from '../../shared/auth.js';
import {
  acceptInviteInput,
  createdInvite,
  inviteInfo,
  inviteInput,
  openInvite,
  signUpInput,
  signUpSetting,
  signUpStatus,
} from '../../shared/invites.js';
import { ADMIN } from '../auth/guard.js';
import {
  acceptInvite,
  createInvite,
  inviteFor,
  listOpenInvites,
  revokeInvite,
} from '../domain/account/invites.js';
import { setSignUpOpen, signUp, signUpOpen } from '../domain/account/sign-up.js';
import { answerSignedIn } from './auth.js';
import { deleteById } from './params.js';

const tokenParams = z.object({ token: z.string().max(200) });

/**
 * The ways to a new account (issue 57): an admin's invitation and its one-time link, and open sign-up while
 * an admin allows it. Both end signed in, answered as `POST /api/login` is (routes/auth.ts).
 */
export const inviteRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: ADMIN };
  const from = (req: {
    ip: string;
    headers: { 'user-agent'?: string };
    session?: { id: string } | null;
  }) => ({
    ip: req.ip,
    userAgent: req.headers['user-agent'] ?? null,
    sessionId: req.session?.id ?? null,
  });

  // ---------------------------------------------------------------- the admin's

  app.post(
    '/api/admin/invites',
    { config, schema: { body: inviteInput, response: { 201: createdInvite } } },
    async (req, reply) => reply.code(201).send(await createInvite(app.db, req.user.id, req.body, app.now())),
  );

  app.get('/api/admin/invites', { config, schema: { response: { 200: z.array(openInvite) } } }, async () =>
    listOpenInvites(app.db, app.now()),
  );

  deleteById(app, '/api/admin/invites/:id', ADMIN, (id) => revokeInvite(app.db, id, app.now()));

  app.get('/api/admin/sign-up', { config, schema: { response: { 200: signUpStatus } } }, async () => ({
    open: await signUpOpen(app.db),
  }));

  app.put(
    '/api/admin/sign-up',
    { config, schema: { body: signUpSetting, response: { 200: signUpStatus } } },
    async (req) => setSignUpOpen(app.db, req.body.open, app.now()),
  );

  // ---------------------------------------------------------------- anyone's

  // The link's holder: a malformed token is an unknown one (counted), never a bad request. No referrer
  // carries the token to another site.
  app.get(
    '/api/invites/:token',
    { config: { access: 'public' }, schema: { params: tokenParams, response: { 200: inviteInfo } } },
    async (req, reply) => {
      reply.header('referrer-policy', 'no-referrer');
      return inviteFor(app.db, req.params.token, req.ip, app.now());
    },
  );

  app.post(
    '/api/invites/:token',
    {
      config: { access: 'public' },
      schema: { params: tokenParams, body: acceptInviteInput, response: { 200: loginResponse } },
    },
    async (req, reply) => {
      reply.header('referrer-policy', 'no-referrer');
      const signedIn = await acceptInvite(app.db, req.params.token, req.body.password, from(req), app.now());
      return answerSignedIn(app, reply, signedIn);
    },
  );

  // Whether the sign-in screen offers "Create an account": public, and never a 401.
  app.get(
    '/api/signup',
    { config: { access: 'public' }, schema: { response: { 200: signUpStatus } } },
    async () => ({ open: await signUpOpen(app.db) }),
  );

  app.post(
    '/api/signup',
    { config: { access: 'public' }, schema: { body: signUpInput, response: { 201: loginResponse } } },
    async (req, reply) => {
      const signedIn = await signUp(app.db, req.body, from(req), app.now());
      return reply.code(201).send(answerSignedIn(app, reply, signedIn));
    },
  );
};
