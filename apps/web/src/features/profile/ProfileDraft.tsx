import type { ProfileUpdate } from '@amora/shared/api/profile';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app-state/errorText';
import { type SaveErrors, useProfileSave } from './useProfileSave';

interface Draft {
  errors: SaveErrors;
  /**
   * A section's part of the update as it now stands (null: nothing of it to save), after its
   * `field` changed: the saved note goes, and that field's refusal.
   */
  edit: (section: string, part: ProfileUpdate | null, field: keyof ProfileUpdate) => void;
  save: () => void;
}

const DraftContext = createContext<Draft | null>(null);

export function useProfileDraft(): Draft {
  const draft = useContext(DraftContext);
  if (!draft) throw new Error('useProfileDraft outside ProfileDraft');
  return draft;
}

/**
 * The profile editor's sections (each its own chunk) edit one draft, saved with one Save button
 * in one request: a member who changes the name and the introduction no longer has to find the
 * right one of six Save buttons, nor loses a change saved by another card's button. Enter in a
 * field saves the whole draft too. While something is unsaved the save bar stays at the bottom of
 * the window, above the member dock.
 */
export function ProfileDraft({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { state, errors, save, changed, busy } = useProfileSave();
  const parts = useRef(new Map<string, ProfileUpdate | null>());
  const [dirty, setDirty] = useState(false);

  const edit = useCallback<Draft['edit']>(
    (section, part, field) => {
      parts.current.set(section, part);
      changed(field);
      setDirty(true);
    },
    [changed],
  );
  const saveAll = useCallback(async () => {
    if (busy) return;
    const update: ProfileUpdate = Object.assign({}, ...[...parts.current.values()].filter(Boolean));
    if (Object.keys(update).length === 0) return;
    const sent = new Map(parts.current);
    if (await save(update)) {
      // A part edited again while the save was under way stays to be saved.
      for (const [section, part] of sent)
        if (parts.current.get(section) === part) parts.current.delete(section);
      setDirty(parts.current.size > 0);
    }
  }, [busy, save]);
  const draft = useMemo(() => ({ errors, edit, save: () => void saveAll() }), [errors, edit, saveAll]);

  return (
    <DraftContext.Provider value={draft}>
      {children}
      <div className={`profile-save-bar${dirty || busy ? ' profile-save-bar--pending' : ''}`}>
        <span className="profile-save-bar__status" role="status">
          {state === 'saved' && !dirty ? (
            <>
              <span aria-hidden="true">✓ </span>
              {t('profile.saved')}
            </>
          ) : dirty ? (
            t('profile.unsaved')
          ) : null}
        </span>
        {errors.form && (
          <span className="profile-save-bar__error text-danger" role="alert">
            {errorText(t, errors.form)}
          </span>
        )}
        <button
          type="button"
          className="btn btn-primary px-4"
          onClick={() => void saveAll()}
          aria-busy={busy || undefined}
        >
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {busy ? t('common.saving') : t('common.save')}
        </button>
      </div>
    </DraftContext.Provider>
  );
}
