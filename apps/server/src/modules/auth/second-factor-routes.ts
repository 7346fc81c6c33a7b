import { SignedInAnswerSchema } from '@amora/shared';
import {
  PasskeyIdSchema,
  PasskeyOptionsSchema,
  PasskeyRegisteredAnswerSchema,
  PasskeyRegisterSchema,
  RecoveryCodesAnswerSchema,
  SecondFactorProofSchema,
  SecondFactorSetupSchema,
  SecondFactorStatusSchema,
} from '@amora/shared/api/second-factor';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../lib/errors';
import { relyingParty } from './passkeys';
import { SecondFactorService } from './second-factor';
import { loadSecondFactorKeys } from './second-factor-keys';

const tags = ['auth'];

/**
 * The second factor's endpoints (docs/decisions/023-second-factor.md). They take a session that
 * has passed only the password — the one place such a session is good for.
 */
export async function secondFactorRoutes({ app, db, clock, config, auth, siteOf, accounts }: AppContext) {
  const service = new SecondFactorService(db, clock, await loadSecondFactorKeys(db, config));
  const pending = async (request: FastifyRequest) => {
    const session = await auth.pendingSessionOf(request);
    if (!session) throw new HttpError(403, 'authentication_required', 'Log in first');
    return session;
  };
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/api/second-factor.php',
    {
      schema: {
        summary: "The second factor of the session's account, and whether this session passed it",
        tags,
        response: { 200: SecondFactorStatusSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return service.status(await pending(request));
    },
  );

  app.post(
    '/api/second-factor-setup.php',
    {
      schema: {
        summary: 'Start setting up an authenticator app: a new secret and its QR code, shown once',
        tags,
        response: { 200: SecondFactorSetupSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const site = await siteOf(request);
      return service.beginSetup(await pending(request), site.name);
    },
  );

  app.put(
    '/api/second-factor-setup.php',
    {
      schema: {
        summary: 'Finish the setup with a first code; answers the recovery codes, shown once',
        tags,
        body: SecondFactorProofSchema,
        response: { 200: RecoveryCodesAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const site = await siteOf(request);
      const session = await pending(request);
      const codes = await service.confirmSetup(session, request.body.code ?? '', request.ip);
      return { recovery_codes: codes, user: await accounts.present(session.user, site) };
    },
  );

  app.post(
    '/api/second-factor.php',
    {
      schema: {
        summary: 'Pass the second factor on this session with a code or a recovery code',
        tags,
        body: SecondFactorProofSchema,
        response: { 200: SignedInAnswerSchema },
      },
    },
    async (request) => {
      const site = await siteOf(request);
      const session = await pending(request);
      await service.verify(session, request.body, request.ip, relyingParty(request, site, config));
      return { user: await accounts.present(session.user, site) };
    },
  );

  app.delete(
    '/api/second-factor.php',
    {
      schema: {
        summary: 'Turn the second factor off (members only), with a code or a recovery code',
        tags,
        body: SecondFactorProofSchema,
        response: { 200: SecondFactorStatusSchema },
      },
    },
    async (request) => {
      const site = await siteOf(request);
      const session = await auth.sessionOf(request);
      if (!session) throw new HttpError(403, 'authentication_required', 'Log in first');
      await service.disable(session, request.body, request.ip, relyingParty(request, site, config));
      return service.status({ ...session, hasSecondFactor: false, secondFactor: 'not_needed' });
    },
  );

  // ── Passkeys (docs/decisions/029-passkeys.md) ─────────────────────────────

  app.post(
    '/api/passkey-setup.php',
    {
      schema: {
        summary: 'Start registering a passkey: the options for navigator.credentials.create',
        tags,
        response: { 200: PasskeyOptionsSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const site = await siteOf(request);
      const options = await service.passkeyOptions(
        await pending(request),
        relyingParty(request, site, config),
      );
      return { options: { ...options } };
    },
  );

  app.put(
    '/api/passkey-setup.php',
    {
      schema: {
        summary:
          "Register the passkey that answered; the first second factor's answer has the recovery codes",
        tags,
        body: PasskeyRegisterSchema,
        response: { 200: PasskeyRegisteredAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const site = await siteOf(request);
      const session = await pending(request);
      const answer = await service.registerPasskey(
        session,
        request.body.response,
        request.body.name,
        relyingParty(request, site, config),
      );
      return { ...answer, user: await accounts.present(session.user, site) };
    },
  );

  app.post(
    '/api/passkey-challenge.php',
    {
      schema: {
        summary: "A challenge for one of the account's passkeys (navigator.credentials.get)",
        tags,
        response: { 200: PasskeyOptionsSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const site = await siteOf(request);
      const options = await service.passkeyChallenge(
        await pending(request),
        relyingParty(request, site, config),
      );
      return { options: { ...options } };
    },
  );

  app.delete(
    '/api/passkey.php',
    {
      schema: {
        summary: 'Remove one of your passkeys (not the last second factor)',
        tags,
        body: PasskeyIdSchema,
        response: { 200: SecondFactorStatusSchema },
      },
    },
    async (request) => {
      const session = await auth.sessionOf(request);
      if (!session) throw new HttpError(403, 'authentication_required', 'Log in first');
      await service.removePasskey(session, request.body.id);
      return service.status(session);
    },
  );
}
