import type { ProfileUpdate } from '@amora/shared/api/profile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '../../api/errors';
import { profileApi, refreshProfile } from '../../app-state/profile/api';
import type { FieldError } from '../../lib/form';

export type SaveErrors = Partial<Record<keyof ProfileUpdate | 'form', FieldError>>;

/** A refused save as errors per field (the server's codes), or one for the whole form. */
export function saveErrors(error: unknown): SaveErrors {
  if (!(error instanceof ApiRequestError)) return { form: { code: 'generic' } };
  const fields = Object.entries(error.fields ?? {});
  if (fields.length === 0) return { form: { code: error.code } };
  return Object.fromEntries(fields.map(([field, code]) => [field, { code }]));
}

/** Saves a part of the profile with PUT /api/profile.php: saving → saved, or the refusals. */
export function useProfileSave() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [errors, setErrors] = useState<SaveErrors>({});
  const save = async (update: ProfileUpdate): Promise<boolean> => {
    setState('saving');
    setErrors({});
    try {
      const { profile } = await profileApi.update(update);
      await refreshProfile(queryClient, profile);
      setState('saved');
      return true;
    } catch (error) {
      setErrors(saveErrors(error));
      setState('idle');
      return false;
    }
  };
  /** A field changed: the saved note goes, that field's refusal too. */
  const changed = (field?: keyof ProfileUpdate) => {
    setState((s) => (s === 'saved' ? 'idle' : s));
    if (field) setErrors((e) => (e[field] || e.form ? { ...e, [field]: undefined, form: undefined } : e));
  };
  return { state, errors, save, changed, busy: state === 'saving' };
}
