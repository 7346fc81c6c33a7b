import { getGeocode, getMember, getMembers, getProfile, putProfile } from '@amora/shared/endpoints';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { regions } from '../../db/schema';
import { routeOf } from '../../lib/contract';
import { HttpError } from '../../lib/errors';
import { nearestRegion } from '../geo/regionData';
import { type MemberSearchRead, type ProfilePageRow, profilePageJson } from './service';

const tags = ['members'];

export async function memberRoutes({ app, db, siteOf, auth, members, likes }: AppContext) {
  app.route({
    ...routeOf(getProfile, { summary: "The member's own profile", tags }),
    handler: async (request) => {
      const site = await siteOf(request);
      const user = await auth.requireUser(request, site);
      return { profile: await members.ownProfile(site, user.id) };
    },
  });

  app.route({
    ...routeOf(putProfile, { summary: "Edit the member's own profile (any subset of fields)", tags }),
    handler: async (request) => {
      const site = await siteOf(request);
      const user = await auth.requireUser(request, site);
      return { profile: await members.updateProfile(site, user.id, request.body) };
    },
  });

  app.route({
    ...routeOf(getMembers, {
      summary: 'Search members: filters, paging, total, and similar profiles when results are few',
      tags,
    }),
    handler: async (request) => {
      const site = await siteOf(request);
      const { network, ref, ...filters } = request.query;
      // The session and a member's page in one statement (decision 044).
      const { user: viewer, data } = await auth.userWith<MemberSearchRead>(
        request,
        members.memberSearchQuery(site, filters),
      );
      if (!viewer || viewer.siteId !== site.id) {
        // Visitors: only where the site allows it, only the first page (docs/product.md#who-may-do-what).
        const allowed = site.loggedOutSearch && (!site.loggedOutSearchTrafficsource || !!(network || ref));
        if (!allowed || filters.page > 1)
          throw new HttpError(403, 'authentication_required', 'Log in to search');
        return members.visitorSearch(site, filters);
      }
      return members.search(site, viewer.id, filters, data);
    },
  });

  app.route({
    ...routeOf(getMember, { summary: "A member's profile page", tags }),
    handler: async (request) => {
      const site = await siteOf(request);
      const { id } = request.query;
      // The session and the page as this member sees it in one statement (decision 044).
      const {
        user: viewer,
        data,
        touched,
      } = await auth.userWith<ProfilePageRow>(request, {
        name: 'session_profile_page',
        data: profilePageJson,
        values: { id, site: site.id },
      });
      const onSite =
        viewer && viewer.siteId === site.id ? { id: viewer.id, paidUser: viewer.paidUser } : null;
      // Read again: for a visitor or a member of another site (no viewer), an unknown member
      // (answered 404 by the read), and the member's own page when their activity was touched
      // after the read (it shows their presence).
      const read = onSite && data && !(touched && onSite.id === id) ? data : undefined;
      const { profile, unseenLike } = await members.publicProfile(site, onSite, id, read);
      // Opening the page clears the new-like mark of the member's like (a write only when there is one).
      if (onSite && unseenLike) await likes.markSeen(onSite.id, profile.id);
      return { profile };
    },
  });

  app.route({
    ...routeOf(getGeocode, {
      summary: 'Country and region of a position, from the offline regions data',
      tags: ['geo'],
    }),
    handler: async (request, reply) => {
      const found = nearestRegion(null, request.query.lat, request.query.lon);
      reply.header('cache-control', 'private, max-age=3600');
      if (!found) return { country: null, region: null };
      const [region] = await db
        .select({ id: regions.id, name: regions.name })
        .from(regions)
        .where(and(eq(regions.country, found.country), eq(regions.code, found.code)));
      return { country: found.country, region: region ?? null };
    },
  });
}
