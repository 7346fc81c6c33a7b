import type { SecondFactorProof } from '@amora/shared/api/second-factor';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { required } from '../../../app-state/account/validation';
import { serverErrors } from '../../../app-state/errorText';
import { FormError, SubmitButton, TextField } from '../../../components/Field';
import { useForm } from '../../../lib/form';

/**
 * A code from the authenticator app, or (`allowRecovery`) one of the recovery codes instead;
 * `recoveryOnly`: a recovery code alone (an account with passkeys and no app, decision 029).
 * Wrong, reused and blocked codes come back from the server as the form's message.
 */
export function CodeForm({
  id,
  submitLabel,
  onSubmit,
  allowRecovery = true,
  recoveryOnly = false,
  buttonClass,
  children,
}: {
  id: string;
  submitLabel: ReactNode;
  onSubmit: (proof: SecondFactorProof) => Promise<void>;
  allowRecovery?: boolean;
  recoveryOnly?: boolean;
  buttonClass?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [recovery, setRecovery] = useState(recoveryOnly);
  const form = useForm(id, { code: '' }, { code: required });
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await onSubmit(recovery ? { recovery_code: code.trim() } : { code: code.trim() });
    } catch (error) {
      form.setErrors(serverErrors(error, { fields: [], codes: { code_invalid: 'code', code_used: 'code' } }));
    }
  });
  const toggle = () => {
    setRecovery((r) => !r);
    form.setValue('code', '');
  };
  return (
    <form noValidate onSubmit={submit} className="second-factor-form">
      <FormError id={form.errorId('form')} error={form.errors.form} />
      <TextField
        label={recovery ? t('secondFactor.recoveryLabel') : t('secondFactor.codeLabel')}
        field={form.field('code')}
        error={form.errors.code}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        maxLength={recovery ? 20 : 7}
      />
      {children}
      <SubmitButton busy={form.busy} className={buttonClass}>
        {submitLabel}
      </SubmitButton>
      {allowRecovery && !recoveryOnly && (
        <p className="text-center small mt-3 mb-0">
          <button type="button" className="btn btn-link btn-sm p-0" onClick={toggle}>
            {recovery ? t('secondFactor.useApp') : t('secondFactor.useRecovery')}
          </button>
        </p>
      )}
    </form>
  );
}
