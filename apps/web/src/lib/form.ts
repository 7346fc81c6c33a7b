import { type FormEvent, useCallback, useRef, useState } from 'react';

/** A field's refusal: a catalogue code (errors.<code>) and the values its message needs. */
export interface FieldError {
  code: string;
  params?: Record<string, string | number>;
}

export type FormValues = Record<string, string>;
export type Rules<V extends FormValues> = {
  [K in keyof V]?: (value: string, values: V) => FieldError | undefined;
};
export type FormErrors<V extends FormValues> = Partial<Record<keyof V | 'form', FieldError>>;

export interface FieldProps {
  id: string;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

export interface Form<V extends FormValues> {
  values: V;
  errors: FormErrors<V>;
  busy: boolean;
  setValue: (name: keyof V, value: string) => void;
  setErrors: (errors: FormErrors<V>) => void;
  field: (name: keyof V, describedBy?: string) => FieldProps;
  errorId: (name: keyof V | 'form') => string;
  handleSubmit: (onValid: (values: V) => Promise<void> | void) => (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * Small form state for our account forms: values, per-field rules that return catalogue codes,
 * server refusals set per field, a busy flag, focus on the first invalid field.
 *
 * Why not react-hook-form + zodResolver: those two with Zod add ≈ 20 KB gzip to every form
 * route, and the first view of a route must stay within 160 KB gzip (scripts/bundle-budget.mjs).
 */
export function useForm<V extends FormValues>(idPrefix: string, initial: V, rules: Rules<V> = {}): Form<V> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [busy, setBusy] = useState(false);
  const submitted = useRef(false);
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const rulesRef = useRef(rules);
  rulesRef.current = rules;
  const check = (name: keyof V, all: V) => rulesRef.current[name]?.(all[name] ?? '', all);

  const setValue = useCallback((name: keyof V, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] || e.form ? { ...e, [name]: undefined, form: undefined } : e));
  }, []);

  const errorId = (name: keyof V | 'form') => `${idPrefix}-${String(name)}-error`;

  const field = (name: keyof V, describedBy?: string): FieldProps => {
    const error = errors[name];
    const ids = [error ? errorId(name) : null, describedBy].filter(Boolean).join(' ');
    return {
      id: `${idPrefix}-${String(name)}`,
      name: String(name),
      value: values[name] ?? '',
      onChange: (event) => setValue(name, event.target.value),
      onBlur: () => {
        if (!submitted.current && !valuesRef.current[name]) return;
        // Only adds refusals: a server's refusal stays until the value changes.
        const refusal = check(name, valuesRef.current);
        if (refusal) setErrors((e) => ({ ...e, [name]: refusal }));
      },
      'aria-invalid': error ? true : undefined,
      'aria-describedby': ids || undefined,
    };
  };

  const handleSubmit =
    (onValid: (values: V) => Promise<void> | void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      submitted.current = true;
      const current = valuesRef.current;
      const found: FormErrors<V> = {};
      for (const name of Object.keys(rulesRef.current) as (keyof V)[]) {
        const refusal = check(name, current);
        if (refusal) found[name] = refusal;
      }
      setErrors(found);
      if (Object.keys(found).length > 0) {
        focusFirstInvalid(form);
        return;
      }
      const result = onValid(current);
      if (!(result instanceof Promise)) return;
      setBusy(true);
      result.finally(() => {
        setBusy(false);
        focusFirstInvalid(form);
      });
    };

  return { values, errors, busy, setValue, setErrors, field, errorId, handleSubmit };
}

function focusFirstInvalid(form: HTMLFormElement) {
  // After React has rendered the new aria-invalid attributes.
  setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
