import { timingSafeEqual } from 'node:crypto';
import { isLanguage, type Language, THEME_COLORS, type UnsubscribeQuerySchema } from '@amora/shared';
import {
  getNotifications,
  getUnsubscribe,
  postMailEvents,
  postPush,
  postUnsubscribe,
  putNotifications,
} from '@amora/shared/endpoints';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { routeOf } from '../../lib/contract';
import { HttpError, notFound } from '../../lib/errors';
import { escapeHtml } from '../../mail/templates';
import { unsubscribePageTexts } from '../../mail/texts';
import { type NotificationListRow, notificationPageJson } from './service';
import { typeName } from './type-names';

const tags = ['notifications'];

/**
 * docs/product.md#the-calls-the-web-makes names `POST /api/user.php?push=1` for the push subscription; it shares its path with the
 * login, so buildApp rewrites that URL to this route before routing.
 */
export const PUSH_ROUTE = '/api/push.php';

export async function notificationRoutes({ app, siteOf, auth, notifications, sites, config }: AppContext) {
  app.route({
    ...routeOf(getNotifications, {
      summary: 'The member’s notifications, newest first, and the unread count',
      tags,
    }),
    handler: async (request, reply) => {
      const site = await siteOf(request);
      const { before } = request.query;
      // The session and the first page in one statement (decision 044); a later page on its own.
      const { user, data } = before
        ? { user: await auth.requireUser(request, site), data: null }
        : await auth.requireUserWith<NotificationListRow[]>(request, site, {
            name: 'session_notification_list',
            data: notificationPageJson,
            values: { site: site.id },
          });
      reply.header('cache-control', 'no-store');
      return notifications.list(site, user.id, before, data ?? undefined);
    },
  });

  app.route({
    ...routeOf(putNotifications, { summary: 'Mark one notification read ({id}) or all ({all: true})', tags }),
    handler: async (request) => {
      const site = await siteOf(request);
      const user = await auth.requireUser(request, site);
      await notifications.markRead(user.id, 'id' in request.body ? request.body.id : 'all');
      return notifications.list(site, user.id);
    },
  });

  app.route({
    ...routeOf(postPush, {
      summary: 'POST /api/user.php?push=1: save this browser’s push subscription, or remove it',
      tags,
    }),
    // The path buildApp rewrites the endpoint's URL to (the contract check maps it back).
    url: PUSH_ROUTE,
    handler: async (request) => {
      const user = await auth.requireUser(request, await siteOf(request));
      const body = request.body;
      if (body.subscription === null) {
        await notifications.unsubscribePush(user.id, body.endpoint);
        return { ok: true as const };
      }
      // Our server posts to this address: only real push services (HTTPS) in production.
      if (config.nodeEnv === 'production' && !body.subscription.endpoint.startsWith('https://')) {
        throw new HttpError(400, 'validation_failed', 'Invalid subscription', {
          fields: { 'subscription.endpoint': 'invalid_format' },
        });
      }
      await notifications.subscribe(user.id, body.subscription);
      return { ok: true as const };
    },
  });

  // ── One-click unsubscribe (RFC 8058) ─────────────────────────────────────

  const page = (language: Language, title: string, content: string) => `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:480px;margin:48px auto;padding:0 16px;color:#333}
h1{color:${THEME_COLORS.pink};font-size:24px}button{background:${THEME_COLORS.pink};color:#fff;border:0;border-radius:24px;padding:12px 24px;font-size:16px;cursor:pointer}</style>
</head><body><h1>${escapeHtml(title)}</h1>${content}</body></html>`;

  /** The member's language and site name for the page; unknown member or bad signature → null. */
  const resolve = async (query: z.infer<typeof UnsubscribeQuerySchema>) => {
    if (!notifications.verifyUnsubscribe(query.u, query.type, query.sig)) return null;
    const member = await notifications.memberOf(query.u);
    if (!member) return null;
    const site = (await sites.all()).find((s) => s.id === member.siteId);
    const language: Language = isLanguage(member.language) ? member.language : 'en';
    return { language, site: site?.name ?? '' };
  };

  // The confirmation form and one-click posts of mail clients are form-encoded; their fields carry
  // nothing we need (the signed query says everything), so only this scope accepts that type.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeContentTypeParser('application/x-www-form-urlencoded');
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, {}),
    );
    scope.route({
      ...routeOf(getUnsubscribe, {
        summary: 'Unsubscribe link of a notification mail: asks to confirm',
        tags,
      }),
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        const found = await resolve(request.query);
        if (!found)
          return reply
            .code(404)
            .send(
              page('en', unsubscribePageTexts('en').title, `<p>${unsubscribePageTexts('en').invalid}</p>`),
            );
        const texts = unsubscribePageTexts(found.language);
        const type = typeName(found.language, request.query.type);
        // Confirmation by POST: link scanners of mail providers open links (GET) without asking anybody.
        const action = `/api/unsubscribe.php?${new URLSearchParams({ u: String(request.query.u), type: request.query.type, sig: request.query.sig })}`;
        return page(
          found.language,
          texts.title,
          `<p>${escapeHtml(texts.question(type, found.site))}</p><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(texts.button)}</button></form>`,
        );
      },
    });

    scope.route({
      ...routeOf(postUnsubscribe, {
        summary:
          'One-click unsubscribe (List-Unsubscribe-Post) or the confirmation form: turns off that type',
        tags,
      }),
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        const found = await resolve(request.query);
        if (!found)
          return reply
            .code(404)
            .send(
              page('en', unsubscribePageTexts('en').title, `<p>${unsubscribePageTexts('en').invalid}</p>`),
            );
        await notifications.unsubscribe(request.query.u, request.query.type);
        const texts = unsubscribePageTexts(found.language);
        return page(
          found.language,
          texts.title,
          `<p>${escapeHtml(texts.done(typeName(found.language, request.query.type), found.site))}</p>`,
        );
      },
    });
  });

  // ── The mail provider's events ───────────────────────────────────────────

  app.route({
    ...routeOf(postMailEvents, {
      summary: 'Mail provider webhook: a bounce, spam mark or list-unsubscribe stops notification mails',
      tags,
    }),
    handler: async (request) => {
      if (!config.mailEventsSecret) throw notFound();
      const given = Buffer.from(request.headers.authorization ?? '');
      const expected = Buffer.from(`Bearer ${config.mailEventsSecret}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new HttpError(403, 'forbidden', 'Wrong or missing bearer token');
      }
      const site = request.body.domain
        ? (await sites.all()).find((s) => s.domain === request.body.domain)
        : undefined;
      const members = await notifications.disableEmail(
        site?.id ?? null,
        request.body.email,
        request.body.event,
      );
      return { ok: true as const, members };
    },
  });
}
