import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app-state/errorText';
import type { FieldError } from '../../../lib/form';

/** A radio group drawn as toggle buttons, inside a fieldset with its legend; Enter picks too. */
export function ChoiceGroup({
  legend,
  name,
  idPrefix,
  options,
  value,
  onChange,
  error,
  errorId,
}: {
  legend: string;
  name: string;
  idPrefix: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  error: FieldError | undefined;
  errorId: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="choice-group mb-3" aria-describedby={error ? errorId : undefined}>
      <legend className="form-label">{legend}</legend>
      <div className="choice-group__options">
        {options.map((option) => {
          const id = `${idPrefix}-${option.value}`;
          return (
            <span key={option.value} className="choice-group__option">
              <input
                type="radio"
                className="btn-check"
                id={id}
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                onKeyDown={(event) => {
                  // They look like buttons, so Enter picks one as Space does; Enter on the one
                  // already picked still sends the form.
                  if (event.key === 'Enter' && value !== option.value) {
                    event.preventDefault();
                    onChange(option.value);
                  }
                }}
                aria-invalid={error ? true : undefined}
              />
              <label className="btn btn-outline-primary w-100" htmlFor={id}>
                {option.label}
              </label>
            </span>
          );
        })}
      </div>
      {error && (
        <div id={errorId} className="invalid-feedback d-block" role="alert">
          {errorText(t, error)}
        </div>
      )}
    </fieldset>
  );
}
