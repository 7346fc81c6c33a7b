import {
  deletePasskey,
  deleteSecondFactor,
  getSecondFactor,
  postPasskeyChallenge,
  postPasskeySetup,
  postSecondFactor,
  postSecondFactorSetup,
  putPasskeySetup,
  putSecondFactorSetup,
} from '@amora/shared/endpoints';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { routeOf } from '../../lib/contract';
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

  app.route({
    ...routeOf(getSecondFactor, {
      summary: "The second factor of the session's account, and whether this session passed it",
      tags,
    }),
    handler: async (request, reply) => {
      reply.headers(noStore);
      return service.status(await pending(request));
    },
  });

  app.route({
    ...routeOf(postSecondFactorSetup, {
      summary: 'Start setting up an authenticator app: a new secret and its QR code, shown once',
      tags,
    }),
    handler: async (request, reply) => {
      reply.headers(noStore);
      const site = await siteOf(request);
      return service.beginSetup(await pending(request), site.name);
    },
  });

  app.route({
    ...routeOf(putSecondFactorSetup, {
      summary: 'Finish the setup with a first code; answers the recovery codes, shown once',
      tags,
    }),
    handler: async (request, reply) => {
      reply.headers(noStore);
      const site = await siteOf(request);
      const session = await pending(request);
      const codes = await service.confirmSetup(session, request.body.code ?? '', request.ip);
      return { recovery_codes: codes, user: await accounts.present(session.user, site) };
    },
  });

  app.route({
    ...routeOf(postSecondFactor, {
      summary: 'Pass the second factor on this session with a code or a recovery code',
      tags,
    }),
    handler: async (request) => {
      const site = await siteOf(request);
      const session = await pending(request);
      await service.verify(session, request.body, request.ip, relyingParty(request, site, config));
      return { user: await accounts.present(session.user, site) };
    },
  });

  app.route({
    ...routeOf(deleteSecondFactor, {
      summary: 'Turn the second factor off (members only), with a code or a recovery code',
      tags,
    }),
    handler: async (request) => {
      const site = await siteOf(request);
      const session = await auth.sessionOf(request);
      if (!session) throw new HttpError(403, 'authentication_required', 'Log in first');
      await service.disable(session, request.body, request.ip, relyingParty(request, site, config));
      return service.status({ ...session, hasSecondFactor: false, secondFactor: 'not_needed' });
    },
  });

  // ── Passkeys (docs/decisions/029-passkeys.md) ─────────────────────────────

  app.route({
    ...routeOf(postPasskeySetup, {
      summary: 'Start registering a passkey: the options for navigator.credentials.create',
      tags,
    }),
    handler: async (request, reply) => {
      reply.headers(noStore);
      const site = await siteOf(request);
      const options = await service.passkeyOptions(
        await pending(request),
        relyingParty(request, site, config),
      );
      return { options: { ...options } };
    },
  });

  app.route({
    ...routeOf(putPasskeySetup, {
      summary: "Register the passkey that answered; the first second factor's answer has the recovery codes",
      tags,
    }),
    handler: async (request, reply) => {
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
  });

  app.route({
    ...routeOf(postPasskeyChallenge, {
      summary: "A challenge for one of the account's passkeys (navigator.credentials.get)",
      tags,
    }),
    handler: async (request, reply) => {
      reply.headers(noStore);
      const site = await siteOf(request);
      const options = await service.passkeyChallenge(
        await pending(request),
        relyingParty(request, site, config),
      );
      return { options: { ...options } };
    },
  });

  app.route({
    ...routeOf(deletePasskey, { summary: 'Remove one of your passkeys (not the last second factor)', tags }),
    handler: async (request) => {
      const session = await auth.sessionOf(request);
      if (!session) throw new HttpError(403, 'authentication_required', 'Log in first');
      await service.removePasskey(session, request.body.id);
      return service.status(session);
    },
  });
}
