import { useTranslation } from 'react-i18next';
import { BAN_STORAGE_KEY } from '../../api/client';
import { safeGet } from '../../lib/storage';

/**
 * On /pages/ban: the member's own ban, when the server refused their session with
 * account_banned (the API client kept reason and end). Nothing for other visitors.
 */
export function BanNotice() {
  const { t, i18n } = useTranslation();
  let ban: { reason: string | null; until: string | null } | null = null;
  try {
    ban = JSON.parse(safeGet(() => window.sessionStorage, BAN_STORAGE_KEY) ?? 'null');
  } catch {
    ban = null;
  }
  if (!ban) return null;
  const until = ban.until
    ? new Intl.DateTimeFormat(i18n.language === 'no' ? 'nb' : i18n.language, { dateStyle: 'long' }).format(
        new Date(ban.until),
      )
    : null;
  const reasonKey = `moderation.reasons.${ban.reason ?? 'other'}`;
  return (
    <div className="alert alert-danger" role="alert">
      <h2 className="h5">{t('moderation.ban.title')}</h2>
      <p className="mb-1">{until ? t('moderation.ban.until', { until }) : t('moderation.ban.permanent')}</p>
      <p className="mb-0">
        {t('moderation.ban.reason', {
          reason: i18n.exists(reasonKey)
            ? t(reasonKey as 'moderation.reasons.other')
            : t('moderation.reasons.other'),
        })}
      </p>
    </div>
  );
}
