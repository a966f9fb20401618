import { Typography } from '@mui/material';
import type { AuditEntry } from '@vela/api-client';
import { isolateLtr } from '@vela/locales';
import { type MouseEvent, useCallback } from 'react';
import { Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { useDateTimeFormat } from '../i18n/locale-format.ts';
import { auditActionText } from '../i18n/security-event-text.ts';
import { Ident } from '../ident/ident.tsx';

/** Who made a change, in words: the person's e-mail address, with the API key it came through, if any. */
export function useActorText(): (entry: AuditEntry) => string {
  const translate = useTranslate();
  return useCallback(
    (entry: AuditEntry) => {
      const person = entry.actor_email
        ? isolateLtr(entry.actor_email)
        : translate(entry.actor_id || entry.actor_deleted ? 'audit.unknownAccount' : 'audit.noAccount');
      if (!entry.api_key_id) return person;
      const key = entry.api_key_prefix
        ? translate('audit.apiKey', { name: entry.api_key_name ?? '', prefix: entry.api_key_prefix })
        : translate('audit.deletedApiKey');
      return `${person} · ${key}`;
    },
    [translate],
  );
}

/** The record a change was made to: its kind and its id (left to right in every language). */
export const recordText = (entry: AuditEntry) =>
  entry.entity_id ? `${entry.entity} ${isolateLtr(entry.entity_id)}` : entry.entity;

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

/** The words of an entry's action, in the reader's language. */
export function useActionWords(): (entry: AuditEntry) => string {
  const translate = useTranslate();
  return useCallback((entry: AuditEntry) => auditActionText(translate, entry), [translate]);
}

/**
 * The action in words as a link to the entry, so that keyboards reach each row (a row's click does not), with
 * its code below (what the action filter takes), set apart as a code that is not translated.
 */
export function ActionField(_props: FieldProps) {
  const record = useRecordContext<AuditEntry>();
  const createPath = useCreatePath();
  const actionWords = useActionWords();
  if (!record) return null;
  return (
    <>
      <Link
        to={createPath({ resource: 'audit', type: 'show', id: record.id })}
        onClick={(event: MouseEvent) => event.stopPropagation()}
      >
        {actionWords(record)}
      </Link>
      <Typography
        component="code"
        variant="body2"
        translate="no"
        dir="ltr"
        sx={{ display: 'block', fontFamily: 'monospace', overflowWrap: 'anywhere', color: 'text.secondary' }}
      >
        {record.action}
      </Typography>
    </>
  );
}

export function RecordField(_props: FieldProps) {
  const record = useRecordContext<AuditEntry>();
  if (!record) return null;
  return (
    <span style={{ overflowWrap: 'anywhere' }}>
      {record.entity_id ? (
        <>
          {record.entity} <Ident>{record.entity_id}</Ident>
        </>
      ) : (
        record.entity
      )}
    </span>
  );
}

export function AddressField(_props: FieldProps) {
  const translate = useTranslate();
  const record = useRecordContext<AuditEntry>();
  if (!record) return null;
  return <span>{record.address ? <Ident>{record.address}</Ident> : translate('audit.noAddress')}</span>;
}
