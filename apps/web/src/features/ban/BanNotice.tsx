import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@amora/shared/constants';
import { getUser } from '@amora/shared/endpoints';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathOf } from '../../api/endpoint';
import { useFormatLocale } from '../../i18n/useFormatLocale';

type Ban = { reason: string | null; until: string | null };

/**
 * On /pages/ban: the visitor's own ban, read from the 403 account_banned answer of the session
 * call (reason code and end). Nothing for visitors who are not banned.
 */
export function BanNotice() {
  const { t, i18n } = useTranslation();
  const locale = useFormatLocale();
  const [ban, setBan] = useState<Ban | null>(null);
  useEffect(() => {
    let alive = true;
    // fetch itself: the ban's reason and end are in the 403 answer's body, which apiFetch does not keep.
    fetch(pathOf(getUser), { headers: { accept: 'application/json', [CLIENT_HEADER]: CLIENT_HEADER_VALUE } })
      .then(async (res) => {
        const body = (await res.json()) as Ban & { error?: string };
        if (alive && res.status === 403 && body.error === 'account_banned') setBan(body);
      })
      .catch(() => {});
    return () => {
      alive = false;
    };
  }, []);
  if (!ban) return null;
  const until = ban.until
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(ban.until))
    : null;
  const reasonKey = `moderation.reasons.${ban.reason ?? 'other'}`;
  return (
    <div className="alert alert-danger" role="alert">
      <h2 className="h5">{t('moderation.ban.title')}</h2>
      <p className="mb-1">{until ? t('moderation.ban.until', { until }) : t('moderation.ban.permanent')}</p>
      <p className="mb-0">
        {t('moderation.ban.reason', {
          reason: t(
            (i18n.exists(reasonKey) ? reasonKey : 'moderation.reasons.other') as 'moderation.reasons.other',
          ),
        })}
      </p>
    </div>
  );
}
