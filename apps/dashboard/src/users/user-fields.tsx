import type { AdminUser } from '@vela/api-client';
import { userRoles } from '@vela/validation';
import { type MouseEvent, useMemo } from 'react';
import { Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { useDateTimeFormat } from '../i18n/locale-format.ts';
import { Ident } from '../ident/ident.tsx';

/** The roles as react-admin choices, named by their translation keys. */
export const roleChoices = userRoles.map((role) => ({ id: role, name: `users.roles.${role}` }));

/** Formats an ISO instant as a date and time in the reader's language; 'never' for none. */
export function useSignInText(): (iso: string | null) => string {
  const translate = useTranslate();
  const format = useDateTimeFormat();
  return useMemo(
    () => (iso: string | null) => (iso ? format(iso) : translate('users.never')),
    [format, translate],
  );
}

/** Props react-admin reads from a field of a Datagrid (its column) or a show layout (its label). */
interface FieldProps {
  source: keyof AdminUser;
  label?: string;
  sortable?: boolean;
  sortBy?: string;
}

export function RoleField(_props: FieldProps) {
  const translate = useTranslate();
  const record = useRecordContext<AdminUser>();
  return record ? <span>{translate(`users.roles.${record.role}`)}</span> : null;
}

/** A yes or a no in words, which a screen reader reads like any text. */
export function YesNoField({ source }: FieldProps) {
  const translate = useTranslate();
  const record = useRecordContext<AdminUser>();
  if (!record) return null;
  return <span>{translate(record[source] === true ? 'ra.boolean.true' : 'ra.boolean.false')}</span>;
}

export function InstantField({ source }: FieldProps) {
  const record = useRecordContext<AdminUser>();
  const text = useSignInText();
  if (!record) return null;
  const value = record[source];
  const iso = typeof value === 'string' ? value : null;
  return iso ? <time dateTime={iso}>{text(iso)}</time> : <span>{text(null)}</span>;
}

export function NameField(_props: FieldProps) {
  const translate = useTranslate();
  const record = useRecordContext<AdminUser>();
  if (!record) return null;
  return <span>{record.full_name || translate('users.noName')}</span>;
}

/** The e-mail address as a link to the account, so that keyboards reach each row (a row's click does not). */
export function EmailLink(_props: FieldProps) {
  const record = useRecordContext<AdminUser>();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Link
      to={createPath({ resource: 'users', type: 'show', id: record.id })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      sx={{ overflowWrap: 'anywhere' }}
    >
      <Ident>{record.email}</Ident>
    </Link>
  );
}
