import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  GENDERS,
  type Gender,
  NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../../app-state/account/constants';
import {
  checkBirthDate,
  checkEmail,
  checkName,
  checkPassword,
  required,
} from '../../../app-state/account/validation';
import { serverErrors } from '../../../app-state/errorText';
import type { SessionUser } from '../../../app-state/session/types';
import { setSessionUser } from '../../../app-state/session/useSession';
import { readTracking } from '../../../app-state/signup/tracking';
import { FormError, PasswordField, SubmitButton, TextField } from '../../../components/Field';
import { RichText } from '../../../components/RichText';
import { useForm } from '../../../lib/form';
import { accountApi } from '../api';
import { BirthDateField } from './BirthDateField';
import { ChoiceGroup } from './ChoiceGroup';

const FIELDS = ['email', 'name', 'password', 'date_of_birth', 'gender', 'seeking', 'signup_message'] as const;

/** The sign-up's optional message (docs/product.md: the signup form's signup_message), kept as the profile's introduction. */
const SIGNUP_MESSAGE_MAX = 2000;
/** Loaded only when the server asks this sign-up for the proof-of-work check (decision 042). */
const SignupChallenge = lazy(() => import('./SignupChallenge'));

/**
 * Signup step 0: creates the account (POST /api/signup.php with the landing page's tracking).
 * The member is logged in afterwards; every refusal shows next to its field.
 */
export function AccountStep({
  onCreated,
  idPrefix = 'signup',
}: {
  onCreated: (user: SessionUser) => void;
  idPrefix?: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm(
    idPrefix,
    { email: '', name: '', password: '', date_of_birth: '', gender: '', seeking: '', signup_message: '' },
    {
      email: checkEmail,
      name: (value, values) => checkName(value, values.email),
      password: checkPassword,
      date_of_birth: (value) => checkBirthDate(value),
      gender: required,
    },
  );
  const suggestion = form.errors.email?.params?.suggestion;
  const [challenge, setChallenge] = useState(false);
  const solution = useRef<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { user } = await accountApi.signup(
        {
          email: values.email.trim(),
          name: values.name.trim(),
          password: values.password,
          date_of_birth: values.date_of_birth,
          gender: values.gender as Gender,
          ...(values.seeking ? { seeking: values.seeking as Gender } : {}),
          ...(values.signup_message.trim() ? { signup_message: values.signup_message.trim() } : {}),
          ...(solution.current ? { altcha: solution.current } : {}),
          ...(honeypot.current?.value ? { website: honeypot.current.value } : {}),
        },
        readTracking(),
      );
      setSessionUser(queryClient, user);
      onCreated(user);
    } catch (error) {
      const errors = serverErrors(error, {
        fields: FIELDS,
        rename: { altcha: 'form', website: 'form' },
        codes: { email_taken: 'email', email_deleted: 'email', email_invalid: 'email' },
      });
      // A solution counts once: asked again (or refused), the widget solves a new challenge.
      if (errors.form?.code.startsWith('challenge_')) {
        solution.current = null;
        setChallenge(false);
        queueMicrotask(() => setChallenge(true));
      }
      form.setErrors(errors);
    }
  });

  const chooseGender = (value: string) => {
    form.setValue('gender', value);
    if (!form.values.seeking) form.setValue('seeking', value === 'male' ? 'female' : 'male');
  };

  return (
    <form noValidate onSubmit={onSubmit} className="signup-form">
      <FormError id={form.errorId('form')} error={form.errors.form} />
      <TextField
        label={t('form.email')}
        type="email"
        autoComplete="email"
        field={form.field('email')}
        error={form.errors.email}
        extra={
          typeof suggestion === 'string' && (
            <p className="did-you-mean small mt-1 mb-0">
              <RichText
                text={t('form.didYouMean', { suggestion })}
                tags={{
                  fix: (c) => (
                    <button
                      type="button"
                      className="btn btn-link p-0 align-baseline fw-semibold"
                      onClick={() => form.setValue('email', suggestion)}
                    >
                      {c}
                    </button>
                  ),
                }}
              />
            </p>
          )
        }
      />
      <TextField
        label={t('form.name')}
        autoComplete="nickname"
        maxLength={NAME_MAX_LENGTH}
        help={t('form.nameHelp')}
        field={form.field('name')}
        error={form.errors.name}
      />
      <PasswordField
        label={t('form.password')}
        autoComplete="new-password"
        help={t('form.passwordHelp', { min: PASSWORD_MIN_LENGTH })}
        field={form.field('password')}
        error={form.errors.password}
      />
      <BirthDateField
        error={form.errors.date_of_birth}
        errorId={form.errorId('date_of_birth')}
        onChange={(value) => form.setValue('date_of_birth', value)}
      />
      {/* One pair of buttons a row on a phone: "Mężczyzna" and "Kobieta" side by side twice overflow 375 px. */}
      <div className="row g-2">
        <div className="col-12 col-sm-6">
          <ChoiceGroup
            legend={t('form.gender')}
            name="gender"
            idPrefix={`${idPrefix}-gender`}
            options={GENDERS.map((g) => ({ value: g, label: t(`form.${g}`) }))}
            value={form.values.gender}
            onChange={chooseGender}
            error={form.errors.gender}
            errorId={form.errorId('gender')}
          />
        </div>
        <div className="col-12 col-sm-6">
          <ChoiceGroup
            legend={t('form.seeking')}
            name="seeking"
            idPrefix={`${idPrefix}-seeking`}
            options={GENDERS.map((g) => ({ value: g, label: t(`form.${g}`) }))}
            value={form.values.seeking}
            onChange={(value) => form.setValue('seeking', value)}
            error={form.errors.seeking}
            errorId={form.errorId('seeking')}
          />
        </div>
      </div>
      <TextField
        label={t('form.signupMessage')}
        help={t('form.signupMessageHelp')}
        rows={2}
        maxLength={SIGNUP_MESSAGE_MAX}
        field={form.field('signup_message')}
        error={form.errors.signup_message}
      />
      {/* People never see or reach this field; a script filling every field is refused. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={`${idPrefix}-website`}>{t('signup.honeypot')}</label>
        <input id={`${idPrefix}-website`} ref={honeypot} name="website" tabIndex={-1} autoComplete="off" />
      </div>
      {challenge && (
        <Suspense fallback={null}>
          <SignupChallenge onSolved={(payload) => (solution.current = payload)} />
        </Suspense>
      )}
      <SubmitButton busy={form.busy}>{t('signup.submit')}</SubmitButton>
      <p className="small text-body-secondary mt-3 mb-0">
        <RichText
          text={t('signup.terms')}
          tags={{
            terms: (c) => <Link to="/pages/terms">{c}</Link>,
            privacy: (c) => <Link to="/pages/privacy">{c}</Link>,
          }}
        />
      </p>
    </form>
  );
}
