import type { ValidationMessage } from '@vela/validation';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useT } from '../i18n/i18n-provider.tsx';
import { LocalizedLink } from '../ui/localized-link.tsx';

/** The translated text of a field's failure. */
export function FieldError({ id, error }: { id: string; error: ValidationMessage | undefined }) {
  const { t } = useT('validation');
  return (
    <p id={id} className="field-error">
      {error ? t(error.key, error.params) : null}
    </p>
  );
}

interface FieldShell {
  id: string;
  label: string;
  error: ValidationMessage | undefined;
  required?: boolean;
  hint?: string;
}

function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  const { t } = useT('forms');
  return (
    <label htmlFor={id}>
      {label}
      {required ? (
        <span className="required-mark">
          <span aria-hidden="true"> *</span>
          <span className="visually-hidden"> ({t('required')})</span>
        </span>
      ) : null}
    </label>
  );
}

function describedBy(id: string, error: ValidationMessage | undefined, hint?: string): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

export function TextField({
  id,
  label,
  error,
  required,
  hint,
  ...input
}: FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <div className="field">
      <Label id={id} label={label} required={required} />
      {hint ? (
        <p id={`${id}-hint`} className="field-hint small muted">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        // An e-mail address or a URL is typed and read left to right in every language.
        dir={input.type === 'email' || input.type === 'url' ? 'ltr' : undefined}
        {...input}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  required,
  ...textarea
}: FieldShell & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <div className="field">
      <Label id={id} label={label} required={required} />
      <textarea
        id={id}
        rows={5}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        {...textarea}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  error,
  required,
  children,
  ...select
}: FieldShell & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { children: ReactNode }) {
  return (
    <div className="field">
      <Label id={id} label={label} required={required} />
      <select
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        {...select}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/**
 * A consent checkbox. When it is refused, the error says what is agreed to and links the privacy policy,
 * where the visitor can read what agreeing means before ticking it.
 */
export function CheckboxField({
  id,
  label,
  error,
  required,
  ...input
}: FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>) {
  const { t: tForms } = useT('forms');
  return (
    <div className="field field-checkbox">
      <input
        id={id}
        type="checkbox"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        {...input}
      />
      <Label id={id} label={label} required={required} />
      <FieldError id={`${id}-error`} error={error} />
      {error ? (
        <p className="field-error-detail small">
          {tForms('privacyLead')} <LocalizedLink to="/privacy-policy">{tForms('privacyLink')}</LocalizedLink>
        </p>
      ) : null}
    </div>
  );
}
