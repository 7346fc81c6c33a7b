import { intlLanguage } from '@amora/shared/languages';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_AGE } from '../../../app-state/account/constants';
import { errorText } from '../../../app-state/errorText';
import type { FieldError } from '../../../lib/form';

const pad = (n: string) => n.padStart(2, '0');

/**
 * Birth date as day / month / year selects in a fieldset (works the same on every phone and
 * with screen readers); the form value is YYYY-MM-DD once all three are chosen.
 */
export function BirthDateField({
  error,
  errorId,
  onChange,
}: {
  error: FieldError | undefined;
  errorId: string;
  onChange: (value: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [parts, setParts] = useState({ day: '', month: '', year: '' });
  const thisYear = new Date().getFullYear();
  const years = useMemo(
    // One year below the minimum age is listed, so that a too young visitor hears why.
    () => Array.from({ length: 100 - MIN_AGE + 2 }, (_, i) => String(thisYear - MIN_AGE + 1 - i)),
    [thisYear],
  );
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(intlLanguage(i18n.language), { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2000, i, 1))));
  }, [i18n.language]);

  const change = (part: keyof typeof parts, value: string) => {
    const next = { ...parts, [part]: value };
    setParts(next);
    onChange(next.day && next.month && next.year ? `${next.year}-${pad(next.month)}-${pad(next.day)}` : '');
  };

  // The month gets the widest column: its name ("Miesiąc", "Kuukausi", "syyskuuta") is the longest.
  const select = (part: keyof typeof parts, label: string, options: { value: string; label: string }[]) => (
    <div className={part === 'month' ? 'col-5' : 'col'}>
      <label htmlFor={`${errorId}-${part}`} className="visually-hidden">
        {label}
      </label>
      <select
        id={`${errorId}-${part}`}
        className={`form-select${error ? ' is-invalid' : ''}`}
        value={parts[part]}
        onChange={(e) => change(part, e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoComplete={`bday-${part}`}
      >
        <option value="">{label}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <fieldset className="birth-date mb-3">
      <legend className="form-label">{t('form.dateOfBirth')}</legend>
      <div className="row g-2">
        {select(
          'day',
          t('form.day'),
          Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) })),
        )}
        {select(
          'month',
          t('form.month'),
          months.map((label, i) => ({ value: String(i + 1), label })),
        )}
        {select(
          'year',
          t('form.year'),
          years.map((y) => ({ value: y, label: y })),
        )}
      </div>
      {error && (
        <div id={errorId} className="invalid-feedback d-block" role="alert">
          {errorText(t, error)}
        </div>
      )}
    </fieldset>
  );
}
