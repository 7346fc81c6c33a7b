import { LOCALE_COOKIE } from '@amora/shared';
import {
  deleteUser,
  getActivate,
  getLogout,
  getNotMe,
  getSignupChallenge,
  getUser,
  postActivationMail,
  postMailChange,
  postReactivate,
  postResetPassword,
  postSignup,
  postUser,
  putEmail,
  putPassword,
  putPreferences,
  putResetPassword,
  putUser,
} from '@amora/shared/endpoints';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { routeOf } from '../../lib/contract';
import { limitPerTarget, RATE_LIMITS } from '../../lib/rate-limit';
import { visitorCountry } from '../geo/geoip';
import { ownViewFromJson, ownViewJson } from '../members/profile-store';
import { pickLanguage } from '../sites/service';
import { isSecure, linkBaseUrl } from './context';
import { normaliseEmail } from './credentials';
import { BROWSER_COOKIE, BROWSER_COOKIE_MAX_AGE, isBrowserId, newBrowserId } from './new-browser';
import { assertNoHoneypot, SignupChallenges } from './signup-challenge';

const tags = ['auth'];

export async function authRoutes({ app, siteOf, auth, accounts, config, db, clock }: AppContext) {
  const challenges = new SignupChallenges(db, clock);

  /** This browser's id (decision 042): from its cookie, or a new one set now. */
  const browserIdOf = (request: FastifyRequest, reply: FastifyReply): string => {
    const kept = request.cookies[BROWSER_COOKIE];
    if (isBrowserId(kept)) return kept;
    const id = newBrowserId();
    reply.setCookie(BROWSER_COOKIE, id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecure(request, config),
      maxAge: BROWSER_COOKIE_MAX_AGE,
    });
    return id;
  };

  const links = async (request: FastifyRequest) => ({
    baseUrl: linkBaseUrl(request, await siteOf(request), config),
  });
  // Sign-up, reset and e-mail change tell whether an address has an account (the spec's
  // answers): besides each form's limit per client address, one count per address asked about.
  const perTargetEmail = limitPerTarget(app, 'target-email', RATE_LIMITS.targetEmail, (request) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? normaliseEmail(email) : null;
  });
  // The session and the member's own view in one statement (decision 044).
  const answer = async (request: FastifyRequest) => {
    const site = await siteOf(request);
    const { user, data } = await auth.userWith<Parameters<typeof ownViewFromJson>[0]>(request, {
      name: 'session_own_view',
      data: ownViewJson,
      values: { freeMessages: site.freeMessages },
    });
    if (!user || user.siteId !== site.id) return { user: null };
    return {
      user: data
        ? accounts.presentView(user, site, ownViewFromJson(data))
        : await accounts.present(user, site),
    };
  };

  app.route({
    ...routeOf(postSignup, {
      summary: 'Create an account; the new member is logged in and gets an activation mail',
      tags,
    }),
    config: { rateLimit: RATE_LIMITS.signup },
    preHandler: perTargetEmail,
    handler: async (request, reply) => {
      const site = await siteOf(request);
      const { invite, ...tracking } = request.query;
      const { altcha, website, ...body } = request.body;
      // A bot that fills every field, or one signing up again and again from one address, is
      // stopped before any work is done for it (decision 042).
      assertNoHoneypot(website);
      await challenges.assertPassed(site, request.ip, altcha);
      const user = await accounts.signup(site, body, {
        ...(await links(request)),
        language: pickLanguage(site, request.cookies[LOCALE_COOKIE]),
        country: visitorCountry(request) ?? site.countries[0] ?? null,
        tracking: Object.fromEntries(Object.entries(tracking).filter(([, v]) => v)) as Record<string, string>,
        invite,
      });
      await challenges.count(site, request.ip);
      await accounts.rememberFirstBrowser(user.id, browserIdOf(request, reply));
      await auth.logIn(request, reply, user);
      return reply.code(201).send({ user: await accounts.present(user, site) });
    },
  });

  app.route({
    ...routeOf(getNotMe, {
      summary:
        'The new-sign-in mail\'s "this wasn\'t me" link: ends every session, then on to choosing a new password',
      tags,
    }),
    handler: async (request, reply) => {
      const reset = await accounts.notMe(request.query.token);
      await auth.logOut(request, reply);
      return reply.redirect(reset ? `/reset-password/do?token=${reset}` : '/reset-password', 303);
    },
  });

  app.route({
    ...routeOf(getSignupChallenge, {
      summary:
        'Whether a sign-up from this client address must bring a solved proof-of-work challenge now, and a challenge to solve (ALTCHA; decision 042)',
      tags,
    }),
    handler: async (request, reply) => {
      const site = await siteOf(request);
      reply.header('cache-control', 'no-store');
      const [required, challenge] = await Promise.all([
        challenges.required(site, request.ip),
        challenges.create(),
      ]);
      return {
        required,
        challenge: { parameters: { ...challenge.parameters }, signature: challenge.signature },
      };
    },
  });

  app.route({
    ...routeOf(getActivate, { summary: 'Activation link from the mail; redirects to the result page', tags }),
    handler: async (request, reply) => {
      const user = await accounts.activate(request.query.token);
      return reply.redirect(user ? '/activate/done' : '/activate/error', 303);
    },
  });

  app.route({
    ...routeOf(postActivationMail, { summary: 'Send the activation mail again', tags }),
    config: { rateLimit: RATE_LIMITS.mailForm },
    handler: async (request) => {
      const site = await siteOf(request);
      const user = await auth.requireUser(request, site);
      await accounts.resendActivation(site, user, await links(request));
      return { sent: true as const };
    },
  });

  app.route({
    ...routeOf(getUser, { summary: 'The logged-in member, or null', tags }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return answer(request);
    },
  });

  app.route({
    ...routeOf(postUser, { summary: 'Log in; a new session token on every login', tags }),
    handler: async (request, reply) => {
      const site = await siteOf(request);
      const user = await accounts.login(site, request.body.email, request.body.password, request.ip);
      // The password was right: a browser new to the account is told to the member by mail.
      await accounts
        .noticeSignIn(
          site,
          user,
          {
            browserId: browserIdOf(request, reply),
            userAgent: request.headers['user-agent'],
            country: visitorCountry(request),
          },
          await links(request),
        )
        .catch((err) => request.log.error({ err }, 'could not tell the member of a new sign-in'));
      await auth.logIn(request, reply, user);
      return { user: await accounts.present(user, site) };
    },
  });

  app.route({
    ...routeOf(putUser, { summary: "Change the member's language", tags }),
    handler: async (request) => {
      const site = await siteOf(request);
      const user = await accounts.setLanguage(await auth.requireUser(request, site), request.body.language);
      return { user: await accounts.present(user, site) };
    },
  });

  app.route({
    ...routeOf(deleteUser, { summary: 'Delete the account (reactivation possible for 14 days)', tags }),
    handler: async (request, reply) => {
      const site = await siteOf(request);
      const user = await auth.requireUser(request, site);
      await accounts.deleteAccount(site, user, request.body, await links(request));
      await auth.sessions.endOthers(user.id);
      await auth.logOut(request, reply);
      return { deleted: true as const };
    },
  });

  app.route({
    ...routeOf(getLogout, { summary: 'Log out', tags }),
    handler: async (request, reply) => {
      await auth.logOut(request, reply);
      return { user: null };
    },
  });

  app.route({
    ...routeOf(postResetPassword, { summary: 'Mail a password-reset link', tags }),
    config: { rateLimit: RATE_LIMITS.mailForm },
    preHandler: perTargetEmail,
    handler: async (request) => {
      await accounts.requestReset(await siteOf(request), request.body.email, await links(request));
      return { sent: true as const };
    },
  });

  app.route({
    ...routeOf(putResetPassword, {
      summary: 'Set a new password from a reset link; ends all other sessions and logs in',
      tags,
    }),
    handler: async (request, reply) => {
      const site = await siteOf(request);
      const { token, password, password_repeat } = request.body;
      const user = await accounts.resetPassword(token, password, password_repeat);
      await auth.sessions.endOthers(user.id);
      await auth.logIn(request, reply, user);
      return { user: await accounts.present(user, site) };
    },
  });

  app.route({
    ...routeOf(putPassword, { summary: 'Change the password; ends the other sessions', tags }),
    handler: async (request) => {
      const site = await siteOf(request);
      const user = await auth.requireUser(request, site);
      await accounts.changePassword(user, request.body.old_password, request.body.new_password);
      const session = await auth.sessionOf(request);
      await auth.sessions.endOthers(user.id, session?.sessionId);
      return { ok: true as const };
    },
  });

  app.route({
    ...routeOf(putEmail, {
      summary: 'Change the e-mail address: mails a confirmation link to the new one',
      tags,
    }),
    config: { rateLimit: RATE_LIMITS.mailForm },
    preHandler: perTargetEmail,
    handler: async (request) => {
      const site = await siteOf(request);
      const user = await auth.requireUser(request, site);
      await accounts.requestEmailChange(
        site,
        user,
        request.body.email,
        request.body.password,
        await links(request),
      );
      return { sent: true as const };
    },
  });

  app.route({
    ...routeOf(postMailChange, { summary: 'Confirm an e-mail change from its link', tags }),
    handler: async (request) => {
      const site = await siteOf(request);
      const user = await accounts.confirmEmailChange(site, request.body.token);
      return { user: await accounts.present(user, site) };
    },
  });

  app.route({
    ...routeOf(putPreferences, {
      summary:
        'Notification preferences (e-mail and push, per type), invisible mode and blurring of explicit chat photos',
      tags,
    }),
    handler: async (request) => {
      const site = await siteOf(request);
      const user = await auth.requireUser(request, site);
      const updated = await accounts.setPreferences(
        user,
        request.body.notifications_disabled,
        request.body.invisible,
        request.body.email_enabled === true,
        request.body.blur_explicit_photos,
      );
      return { user: await accounts.present(updated, site) };
    },
  });

  app.route({
    ...routeOf(postReactivate, {
      summary: 'Reactivate a deleted account from its link (within 14 days); logs in',
      tags,
    }),
    handler: async (request, reply) => {
      const site = await siteOf(request);
      const user = await accounts.reactivate(site, request.body.token);
      await auth.logIn(request, reply, user);
      return { user: await accounts.present(user, site) };
    },
  });
}
