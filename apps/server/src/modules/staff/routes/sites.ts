import { getStaffSites, putStaffCompany, putStaffSite } from '@amora/shared/endpoints';
import type { AppContext } from '../../../context';
import { staffRouteOf } from '../../../lib/contract';
import { staffOf } from '../roles';
import { StaffSiteService } from '../sites';
import { ok, tags } from './shared';

/** Sites (capability `sites`): every site's settings and company info, the gift catalogue. */
export function siteRoutes({ app, db, clock, sites }: AppContext) {
  const siteAdmin = new StaffSiteService(db, clock, sites);

  app.route({
    ...staffRouteOf(getStaffSites, {
      summary: 'Every site with all its settings and company info; the gift catalogue',
      tags,
    }),
    handler: async () => siteAdmin.list(),
  });
  app.route({
    ...staffRouteOf(putStaffSite, {
      summary: 'Change site settings (only the fields given); effective without a restart',
      tags,
    }),
    handler: async (request) => {
      await siteAdmin.updateSite(staffOf(request), request.body);
      return ok;
    },
  });
  app.route({
    ...staffRouteOf(putStaffCompany, { summary: 'Change company info (only the fields given)', tags }),
    handler: async (request) => {
      await siteAdmin.updateCompany(staffOf(request), request.body);
      return ok;
    },
  });
}
