import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app-state/errorText';
import { profileApi, regionsQuery } from '../../app-state/profile/api';
import { countryGroups } from '../../app-state/profile/countries';
import { useProfileLabels } from '../../app-state/profile/labels';
import { useSettings } from '../../app-state/site/useSettings';
import type { FieldError } from '../../lib/form';
import { currentPosition, type GeoPermission, useGeolocationPermission } from './geolocation';

export interface LocationValue {
  country: string;
  /** Region id as text ('' = none), the way a select holds it. */
  region: string;
}

/** Country and region selects plus "Use my location" (geolocation → offline geocode). */
export function LocationFields({
  value,
  onChange,
  errors = {},
  idPrefix,
  allowEmpty = true,
}: {
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  errors?: { country?: FieldError; region?: FieldError };
  idPrefix: string;
  allowEmpty?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const labels = useProfileLabels();
  const settings = useSettings();
  const groups = countryGroups(settings?.countries ?? [], labels);
  const regions = useQuery({ ...regionsQuery(value.country, i18n.language), enabled: value.country !== '' });
  const regionLabel = regions.data?.region_kind_name ?? labels.field('region');

  return (
    <div className="location-fields">
      <UseMyLocation onFound={onChange} />
      <div className="row g-3">
        <div className="col-sm-6">
          <label htmlFor={`${idPrefix}-country`} className="form-label">
            {t('location.country')}
          </label>
          <select
            id={`${idPrefix}-country`}
            className={`form-select${errors.country ? ' is-invalid' : ''}`}
            value={value.country}
            onChange={(e) => onChange({ country: e.target.value, region: '' })}
            aria-invalid={errors.country ? true : undefined}
            aria-describedby={errors.country ? `${idPrefix}-country-error` : undefined}
            autoComplete="country"
          >
            {(allowEmpty || value.country === '') && <option value="">{t('location.chooseCountry')}</option>}
            {groups.site.length > 0 ? (
              <>
                <optgroup label={t('location.siteCountries')}>
                  {groups.site.map((c) => (
                    <option key={c} value={c}>
                      {labels.country(c)}
                    </option>
                  ))}
                </optgroup>
                <optgroup label={t('location.otherCountries')}>
                  {groups.other.map((c) => (
                    <option key={c} value={c}>
                      {labels.country(c)}
                    </option>
                  ))}
                </optgroup>
              </>
            ) : (
              groups.other.map((c) => (
                <option key={c} value={c}>
                  {labels.country(c)}
                </option>
              ))
            )}
          </select>
          {errors.country && (
            <div id={`${idPrefix}-country-error`} className="invalid-feedback d-block" role="alert">
              {errorText(t, errors.country)}
            </div>
          )}
        </div>
        <div className="col-sm-6">
          <label htmlFor={`${idPrefix}-region`} className="form-label">
            {regionLabel}
          </label>
          <select
            id={`${idPrefix}-region`}
            className={`form-select${errors.region ? ' is-invalid' : ''}`}
            value={value.region}
            disabled={value.country === '' || !regions.data}
            onChange={(e) => onChange({ ...value, region: e.target.value })}
            aria-invalid={errors.region ? true : undefined}
            aria-describedby={errors.region ? `${idPrefix}-region-error` : undefined}
            aria-busy={regions.isFetching || undefined}
          >
            <option value="">{t('location.chooseRegion')}</option>
            {regions.data?.regions.map((r) => (
              <option key={r.id} value={String(r.id)}>
                {r.name}
              </option>
            ))}
          </select>
          {errors.region && (
            <div id={`${idPrefix}-region-error`} className="invalid-feedback d-block" role="alert">
              {errorText(t, errors.region)}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

type LocateState = 'idle' | 'busy' | 'found' | 'none' | 'failed';

function UseMyLocation({ onFound }: { onFound: (value: LocationValue) => void }) {
  const { t } = useTranslation();
  const statusId = useId();
  const [permission, setPermission] = useGeolocationPermission();
  const [state, setState] = useState<LocateState>('idle');
  const [place, setPlace] = useState('');
  const labels = useProfileLabels();

  const locate = async () => {
    setState('busy');
    try {
      const position = await currentPosition();
      setPermission('granted');
      const found = await profileApi.geocode(position.coords.latitude, position.coords.longitude);
      if (!found.country) {
        setState('none');
        return;
      }
      onFound({ country: found.country, region: found.region ? String(found.region.id) : '' });
      setPlace([found.region?.name, labels.country(found.country)].filter(Boolean).join(', '));
      setState('found');
    } catch (error) {
      // GeolocationPositionError.PERMISSION_DENIED = 1
      if ((error as { code?: number }).code === 1) setPermission('denied');
      setState('failed');
    }
  };

  const blocked: GeoPermission[] = ['unsupported', 'denied'];
  const message =
    state === 'found'
      ? t('location.found', { place })
      : state === 'none'
        ? t('location.notFound')
        : state === 'failed' && permission !== 'denied'
          ? t('location.failed')
          : t(`location.permission.${permission}`);
  return (
    <div className={`use-location use-location--${state === 'found' ? 'found' : permission}`}>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm use-location__button"
        onClick={locate}
        disabled={state === 'busy' || blocked.includes(permission)}
        aria-describedby={statusId}
        aria-busy={state === 'busy' || undefined}
      >
        {state === 'busy' ? (
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        ) : (
          <svg viewBox="0 0 24 24" width="16" height="16" className="me-1" aria-hidden="true">
            <path
              fill="currentColor"
              d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z"
            />
          </svg>
        )}
        {state === 'busy' ? t('location.locating') : t('location.useMine')}
      </button>
      <p id={statusId} className="use-location__status small mb-0" role="status">
        {message}
      </p>
    </div>
  );
}
