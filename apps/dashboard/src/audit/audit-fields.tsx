import { Typography } from '@mui/material';
import type { AuditEntry } from '@vela/api-client';
import { type MouseEvent, useCallback } from 'react';
import { Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { useDateTimeFormat } from '../i18n/locale-format.ts';
import { auditActionText } from '../i18n/security-event-text.ts';

/** Who made a change, in words: the person's e-mail address, with the API key it came through, if any. */
export function useActorText(): (entry: AuditEntry) => string {
  const translate = useTranslate();
  return useCallback(
    (entry: AuditEntry) => {
      const person =
        entry.actor_email ?? translate(entry.actor_id ? 'audit.unknownAccount' : 'audit.noAccount');
      if (!entry.api_key_id) return person;
      const key = entry.api_key_prefix
        ? translate('audit.apiKey', { name: entry.api_key_name ?? '', prefix: entry.api_key_prefix })
        : translate('audit.deletedApiKey');
      return `${person} · ${key}`;
    },
    [translate],
  );
}

/** The record a change was made to: its kind and its id. */
export const recordText = (entry: AuditEntry) =>
  entry.entity_id ? `${entry.entity} ${entry.entity_id}` : entry.entity;

/** Props react-admin reads from a field of a Datagrid (its column). */
interface FieldProps {
  source: keyof AuditEntry;
  label?: string;
  sortable?: boolean;
}

export function TimeField(_props: FieldProps) {
  const record = useRecordContext<AuditEntry>();
  const format = useDateTimeFormat();
  if (!record) return null;
  return <time dateTime={record.created_at}>{format(record.created_at)}</time>;
}

export function ActorField(_props: FieldProps) {
  const record = useRecordContext<AuditEntry>();
  const actorText = useActorText();
  if (!record) return null;
  return <span style={{ overflowWrap: 'anywhere' }}>{actorText(record)}</span>;
}

/** The words of an entry's action, for the security events of accounts; null for the others. */
export function useActionWords(): (entry: AuditEntry) => string | null {
  const translate = useTranslate();
  return useCallback((entry: AuditEntry) => auditActionText(translate, entry), [translate]);
}

/**
 * The action as a link to the entry, so that keyboards reach each row (a row's click does not), with its words
 * below when it is a security event of an account.
 */
export function ActionField(_props: FieldProps) {
  const record = useRecordContext<AuditEntry>();
  const createPath = useCreatePath();
  const actionWords = useActionWords();
  if (!record) return null;
  const words = actionWords(record);
  return (
    <>
      <Link
        to={createPath({ resource: 'audit', type: 'show', id: record.id })}
        onClick={(event: MouseEvent) => event.stopPropagation()}
        sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
      >
        {record.action}
      </Link>
      {words ? (
        <Typography component="span" variant="body2" sx={{ display: 'block' }}>
          {words}
        </Typography>
      ) : null}
    </>
  );
}

export function RecordField(_props: FieldProps) {
  const record = useRecordContext<AuditEntry>();
  if (!record) return null;
  return <span style={{ overflowWrap: 'anywhere' }}>{recordText(record)}</span>;
}

export function AddressField(_props: FieldProps) {
  const translate = useTranslate();
  const record = useRecordContext<AuditEntry>();
  if (!record) return null;
  return <span>{record.address ?? translate('audit.noAddress')}</span>;
}
