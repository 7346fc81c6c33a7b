import { LOCALE_COOKIE } from '@amora/shared';
import { getCompanyinfo, getSettings } from '@amora/shared/endpoints';
import type { AppContext } from '../../context';
import { routeOf } from '../../lib/contract';
import { visitorCountry } from '../geo/geoip';
import { pickLanguage, presentSettings } from './service';

export async function siteRoutes({ app, sites, siteOf, notifications }: AppContext) {
  app.route({
    ...routeOf(getSettings, {
      summary: 'Settings of the site picked by the Host header',
      tags: ['sites'],
    }),
    handler: async (request) => {
      const site = await siteOf(request);
      const company = await sites.company(site);
      return presentSettings(site, company, {
        language: pickLanguage(site, request.query.lang, request.cookies[LOCALE_COOKIE]),
        geoipCountry: visitorCountry(request),
        pushPublicKey: notifications.pushPublicKey,
      });
    },
  });

  app.route({
    ...routeOf(getCompanyinfo, {
      summary: 'The company behind the site (imprint, legal texts)',
      tags: ['sites'],
    }),
    handler: async (request) => {
      const company = await sites.company(await siteOf(request));
      return {
        company: {
          name: company.name,
          address: company.address,
          kvk: company.kvk,
          city: company.city,
          country: company.country,
          tradenames: company.tradenames,
          vat_numbers: company.vatNumbers,
          support_phone: company.supportPhone,
          delete_discount: company.deleteDiscount,
          added: company.added.toISOString(),
        },
      };
    },
  });
}
