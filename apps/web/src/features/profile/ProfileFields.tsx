import type { Interest } from '@amora/shared/api/site';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app-state/errorText';
import {
  ABOUT_MAX_LENGTH,
  MAX_INTERESTS,
  PROFILE_OPTIONS,
  type ProfileOptionField,
} from '../../app-state/profile/constants';
import { useProfileLabels } from '../../app-state/profile/labels';
import type { FieldError } from '../../lib/form';

function ErrorLine({ id, error }: { id: string; error: FieldError | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <div id={id} className="invalid-feedback d-block" role="alert">
      {errorText(t, error)}
    </div>
  );
}

/** One option field (hair colour, body type, …) as a select with "not specified". */
export function OptionSelect({
  field,
  value,
  onChange,
  error,
  idPrefix,
}: {
  field: ProfileOptionField;
  value: string;
  onChange: (value: string) => void;
  error?: FieldError;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const labels = useProfileLabels();
  const id = `${idPrefix}-${field}`;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {labels.field(field)}
      </label>
      <select
        id={id}
        name={field}
        className={`form-select${error ? ' is-invalid' : ''}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{t('profile.notSpecified')}</option>
        {PROFILE_OPTIONS[field].map((option) => (
          <option key={option} value={option}>
            {labels.option(field, option)}
          </option>
        ))}
      </select>
      <ErrorLine id={`${id}-error`} error={error} />
    </div>
  );
}

/** The chip `from` moves to for an arrow, Home or End key (lists wrap), or null for other keys. */
export function chipKeyTarget(key: string, from: number, count: number, rtl = false): number | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (count === 0) return null;
  if (key === forward || key === 'ArrowDown') return (from + 1) % count;
  if (key === back || key === 'ArrowUp') return (from - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * Interests as toggle chips (aria-pressed), at most MAX_INTERESTS. The chips are one toolbar and
 * one Tab stop (a roving tabindex, as Material's chip sets and the ARIA practices' toolbar do):
 * arrow keys, Home and End move between them, Space or Enter toggles one. A sign-up step had ~50
 * Tab stops before its buttons (docs/decisions/040-axe-everywhere-and-rules-before-refusals.md).
 * Chips that cannot be chosen while the list is full stay focusable (aria-disabled), so they are
 * still found and read.
 */
export function InterestChips({
  interests,
  value,
  onChange,
  error,
  idPrefix,
  hideLegend = false,
}: {
  hideLegend?: boolean;
  interests: Interest[];
  value: number[];
  onChange: (value: number[]) => void;
  error?: FieldError;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const labels = useProfileLabels();
  const list = useRef<HTMLDivElement>(null);
  // The chip that holds the group's Tab stop: the last one focused, else the first chosen one.
  const [current, setCurrent] = useState<number | null>(null);
  const full = value.length >= MAX_INTERESTS;
  const countId = `${idPrefix}-interests-count`;
  const labelId = `${idPrefix}-interests-label`;
  const stop = interests.find((i) => i.id === current) ?? interests.find((i) => value.includes(i.id));
  const stopId = stop?.id ?? interests[0]?.id;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const chips = [...(list.current?.querySelectorAll<HTMLButtonElement>('button.chip') ?? [])];
    const from = chips.indexOf(document.activeElement as HTMLButtonElement);
    if (from < 0) return;
    const rtl = getComputedStyle(chips[from]!).direction === 'rtl';
    const to = chipKeyTarget(event.key, from, chips.length, rtl);
    if (to === null) return;
    event.preventDefault();
    chips[to]?.focus();
  };

  return (
    <div className="interest-picker">
      <div id={labelId} className={hideLegend ? 'visually-hidden' : 'form-label'}>
        {labels.field('interests')}
      </div>
      <p
        id={countId}
        className={`form-text mt-0 mb-2${full ? ' text-primary fw-semibold' : ''}`}
        aria-live="polite"
      >
        {full
          ? t('profile.interestsFull', { max: MAX_INTERESTS })
          : t('profile.interestsCount', { count: value.length, max: MAX_INTERESTS })}
      </p>
      <div
        ref={list}
        className="chip-list"
        role="toolbar"
        aria-labelledby={labelId}
        aria-describedby={[countId, error ? `${countId}-error` : null].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
      >
        {interests.map((interest) => {
          const on = value.includes(interest.id);
          const blocked = !on && full;
          return (
            <button
              key={interest.id}
              type="button"
              className={`chip${on ? ' is-on' : ''}`}
              aria-pressed={on}
              aria-disabled={blocked || undefined}
              tabIndex={interest.id === stopId ? 0 : -1}
              onFocus={() => setCurrent(interest.id)}
              onClick={() => {
                if (blocked) return;
                onChange(on ? value.filter((id) => id !== interest.id) : [...value, interest.id]);
              }}
            >
              {on && (
                <span className="chip__check" aria-hidden="true">
                  ✓
                </span>
              )}
              {interest.name}
            </button>
          );
        })}
      </div>
      <ErrorLine id={`${countId}-error`} error={error} />
    </div>
  );
}

/** The about-me text with a live character counter. */
export function AboutField({
  value,
  onChange,
  error,
  id,
  label,
  rows = 6,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: FieldError;
  id: string;
  label: string;
  rows?: number;
}) {
  const { t } = useTranslation();
  const near = value.length > ABOUT_MAX_LENGTH * 0.9;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <textarea
        id={id}
        name="about"
        className={`form-control${error ? ' is-invalid' : ''}`}
        rows={rows}
        maxLength={ABOUT_MAX_LENGTH}
        value={value}
        placeholder={t('profile.aboutPlaceholder')}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? `${id}-error` : null, `${id}-count`].filter(Boolean).join(' ')}
      />
      <div className="d-flex justify-content-end">
        <span id={`${id}-count`} className={`form-text${near ? ' text-danger' : ''}`}>
          {t('profile.aboutCount', { used: value.length, max: ABOUT_MAX_LENGTH })}
        </span>
      </div>
      <ErrorLine id={`${id}-error`} error={error} />
    </div>
  );
}
