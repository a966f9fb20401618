import { messageMaxLength } from '@vela/validation/input';
import { useId } from 'react';
import { useT } from '../i18n/i18n-provider.tsx';
import { CheckboxField, TextAreaField, TextField } from './fields.tsx';
import { ErrorSummary, FormOutcome } from './form-outcome.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useFormSubmission } from './use-form-submission.ts';

/** The support page's form: e-mail, message and the agreement. */
export function SupportForm() {
  const { t } = useT('forms');
  const id = useId();
  const { errors, sending, outcome, onSubmit } = useFormSubmission('support');
  return (
    <form className="form-card card" onSubmit={onSubmit} noValidate>
      <ErrorSummary count={Object.keys(errors).length} />
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        autoComplete="email"
        label={t('fields.email')}
        placeholder={t('placeholders.email')}
        error={errors.email}
        required
      />
      <TextAreaField
        id={`${id}-message`}
        name="message"
        label={t('fields.message')}
        placeholder={t('placeholders.message')}
        error={errors.message}
        maxLength={messageMaxLength}
        required
      />
      <CheckboxField
        id={`${id}-agreement`}
        name="agreement"
        label={t('agreement')}
        error={errors.agreement}
        required
      />
      <SubmitButton sending={sending} label={t('submit')} sendingLabel={t('sending')} />
      <FormOutcome outcome={outcome} />
    </form>
  );
}
