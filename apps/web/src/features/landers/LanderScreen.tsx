import type { Settings } from '@amora/shared/api/site';
import { getLander, getMember } from '@amora/shared/endpoints';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/endpoint';
import { forcedDomain } from '../../app-state/site/forcedDomain';
import { PageSpinner } from '../../components/PageSpinner';
import type { LanderProps } from './parts';
import { FeedLander } from './variants/FeedLander';
import { AloneTonightLander, CollageLander, IconsLander } from './variants/GridLanders';
import { MapLander } from './variants/MapLander';
import { MemberLanding, type MemberLandingVariant } from './variants/MemberLanding';
import { GalleryLander, TransitionsLander, VideoLander } from './variants/MotionLanders';
import { SwipeLander } from './variants/SwipeLander';

const VARIANTS: Record<string, ComponentType<LanderProps>> = {
  'landers-tinderswipe': SwipeLander,
  'landers-alonetonight-slug': AloneTonightLander,
  'landers-collagelanding-slug': CollageLander,
  'landers-gallery-slug': GalleryLander,
  'landers-iconslanding-slug': IconsLander,
  'landers-maplanding-slug': MapLander,
  'landers-socialnetwork-slug': FeedLander,
  'landers-transitionsvideolanding-slug': TransitionsLander,
  'landers-video-slug': VideoLander,
};

const MEMBER_VARIANTS: Record<string, MemberLandingVariant> = {
  'members-id-landing': 'landing',
  'members-id-landing2-slug': 'landing2',
  'members-id-landing3-slug': 'landing3',
};

export const landerQuery = {
  queryKey: ['lander'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(getLander, { query: { count: 12, domain: forcedDomain() }, signal }),
  staleTime: 60_000,
};

export interface LanderRoute {
  name: string;
  params: Record<string, string | undefined>;
}

/**
 * A landing page by route name; shared by the main app (inside its lander layout) and the lean
 * lander entry (src/lander.tsx), so it uses no router: links are plain anchors.
 */
export function LanderScreen({ route, settings }: { route: LanderRoute; settings: Settings | undefined }) {
  const memberVariant = MEMBER_VARIANTS[route.name];
  if (memberVariant)
    return <MemberLandingScreen id={route.params.id ?? ''} variant={memberVariant} settings={settings} />;
  const Variant = VARIANTS[route.name];
  return Variant ? <VariantScreen Variant={Variant} settings={settings} /> : null;
}

function VariantScreen({
  Variant,
  settings,
}: {
  Variant: ComponentType<LanderProps>;
  settings: Settings | undefined;
}) {
  const { t } = useTranslation();
  const query = useQuery(landerQuery);
  if (query.isError) return <p className="lander-error">{t('errors.generic')}</p>;
  if (!query.data || !settings) return <PageSpinner />;
  return (
    <Variant
      settings={settings}
      prefix={query.data.prefix}
      profiles={query.data.profiles}
      search={window.location.search}
    />
  );
}

function MemberLandingScreen({
  id,
  variant,
  settings,
}: {
  id: string;
  variant: MemberLandingVariant;
  settings: Settings | undefined;
}) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['lander-member', Number(id)],
    queryFn: ({ signal }) => call(getMember, { query: { id, domain: forcedDomain() }, signal }),
    staleTime: 60_000,
  });
  if (query.isError) {
    return (
      <section className="lander-v">
        <div className="container lander-narrow text-center">
          <h1 className="lander-title">{t('errors.notFound')}</h1>
          <a href="/" className="btn btn-light">
            {t('common.toHome')}
          </a>
        </div>
      </section>
    );
  }
  if (!query.data || !settings) return <PageSpinner />;
  return (
    <MemberLanding
      variant={variant}
      profile={query.data.profile}
      settings={settings}
      search={window.location.search}
    />
  );
}
