import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../routeHandle';
import { useCounts } from '../counts/useCounts';
import { useSession } from '../session/useSession';
import { formatPageTitle, useTitleOverride } from './pageTitle';
import { useSettings } from './useSettings';

/** Keeps document.title and the meta description in step with the route and settings. */
export function PageTitle() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const settings = useSettings();
  const override = useTitleOverride();
  const user = useSession();
  const counts = useCounts();
  const count = user ? counts.unreadMessages + counts.newLikes : 0;
  const title = override ?? (route ? t(`pages.${route.name}.title`) : t('errors.notFound'));
  const text = formatPageTitle({
    title,
    indexTitle: settings?.index_title,
    isIndex: !override && route?.name === 'index',
    count,
  });

  useEffect(() => {
    if (text) document.title = text;
  }, [text]);

  useEffect(() => {
    if (!settings?.description) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = settings.description;
  }, [settings?.description]);

  return null;
}
