import { messageMaxLength } from '@vela/validation/input';
import { useId } from 'react';
import { useT } from '../i18n/i18n-provider.tsx';
import { CheckboxField, SelectField, TextAreaField, TextField } from './fields.tsx';
import { ErrorSummary, FormOutcome } from './form-outcome.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useFormSubmission } from './use-form-submission.ts';

const topics = ['general', 'technical', 'billing', 'reseller', 'copyright', 'other'] as const;

/** The contact and abuse forms: every field required, consent included. */
export function ContactForm({ formId }: { formId: 'contact' | 'abuse' }) {
  const { t } = useT('forms');
  const id = useId();
  const { errors, sending, outcome, onSubmit } = useFormSubmission(formId);
  return (
    <form className="form-card card" onSubmit={onSubmit} noValidate>
      <ErrorSummary count={Object.keys(errors).length} />
      <div className="field-row">
        <TextField
          id={`${id}-firstname`}
          name="firstname"
          autoComplete="given-name"
          label={t('fields.firstname')}
          error={errors.firstname}
          required
        />
        <TextField
          id={`${id}-lastname`}
          name="lastname"
          autoComplete="family-name"
          label={t('fields.lastname')}
          error={errors.lastname}
          required
        />
      </div>
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
      <SelectField
        id={`${id}-topic`}
        name="contact_topic"
        label={t('fields.topic')}
        error={errors.contact_topic}
        defaultValue={formId === 'abuse' ? 'copyright' : ''}
        required
      >
        <option value="">{t('topics.choose')}</option>
        {topics.map((topic) => (
          <option key={topic} value={topic}>
            {t(`topics.${topic}`)}
          </option>
        ))}
      </SelectField>
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
        id={`${id}-consent`}
        name="consent"
        label={t('consent')}
        error={errors.consent}
        required
      />
      <SubmitButton sending={sending} label={t('submit')} sendingLabel={t('sending')} />
      <FormOutcome outcome={outcome} />
    </form>
  );
}
