import { Box, Typography } from '@mui/material';
import type { AuditEntry } from '@vela/api-client';
import { type MouseEvent, useCallback } from 'react';
import { Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { useDateTimeFormat } from '../i18n/locale-format.ts';
import { auditActionText } from '../i18n/security-event-text.ts';
import { Ident } from '../ident/ident.tsx';

type Translate = ReturnType<typeof useTranslate>;

/** The API key a change came through, in words; null when it came from a person's session. */
function apiKeyText(translate: Translate, entry: AuditEntry): string | null {
  if (!entry.api_key_id) return null;
  return entry.api_key_prefix
    ? translate('audit.apiKey', { name: entry.api_key_name ?? '', prefix: entry.api_key_prefix })
    : translate('audit.deletedApiKey');
}

/**
 * Who made a change, as markup: the person's e-mail address as an identifier (left to right, breaking only
 * before its `@` and dots), with the API key it came through, if any.
 */
export function Actor({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  const key = apiKeyText(translate, entry);
  return (
    <>
      {entry.actor_email ? (
        <Ident kind="email">{entry.actor_email}</Ident>
      ) : (
        translate(entry.actor_id || entry.actor_deleted ? 'audit.unknownAccount' : 'audit.noAccount')
      )}
      {key ? ` · ${key}` : null}
    </>
  );
}

/** The kinds of record the log names, each with its name in every language (`audit.entities`). */
const auditEntities = [
  'user',
  'api_key',
  'device',
  'playlist',
  'playlist_host_update',
  'whitelist_host',
  'ticket',
  'canned_reply',
  'comment',
  'submission',
  'newsletter_signup',
  'news',
  'news_image',
  'webhook',
  'job',
] as const;

/** The choices of the record type filter, in the reader's language. */
export const auditEntityChoices = auditEntities.map((entity) => ({
  id: entity,
  name: `audit.entities.${entity}`,
}));

/** The name of a kind of record, in the reader's language; its code when it has no name yet. */
function useEntityName(): (entity: string) => string {
  const translate = useTranslate();
  return useCallback((entity: string) => translate(`audit.entities.${entity}`, { _: entity }), [translate]);
}

/**
 * The record a change was made to: its kind in words and its id, isolated left to right; with `stacked`, the
 * id on a line of its own below, as the log's table shows it.
 */
export function RecordText({ entry, stacked = false }: { entry: AuditEntry; stacked?: boolean }) {
  const entityName = useEntityName();
  const name = entityName(entry.entity);
  if (!entry.entity_id) return <>{name}</>;
  if (stacked)
    return (
      <>
        {name}
        <Box component="span" sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'break-word' }}>
          <Ident>{entry.entity_id}</Ident>
        </Box>
      </>
    );
  return (
    <>
      {name} <Ident>{entry.entity_id}</Ident>
    </>
  );
}

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
  if (!record) return null;
  return <Actor entry={record} />;
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
        sx={{ display: 'block', fontFamily: 'monospace', color: 'text.secondary' }}
      >
        <Ident>{record.action}</Ident>
      </Typography>
    </>
  );
}

/** The record's kind in words, with its id below it. */
export function RecordField(_props: FieldProps) {
  const record = useRecordContext<AuditEntry>();
  if (!record) return null;
  return <RecordText entry={record} stacked />;
}

export function AddressField(_props: FieldProps) {
  const translate = useTranslate();
  const record = useRecordContext<AuditEntry>();
  if (!record) return null;
  return <span>{record.address ? <Ident>{record.address}</Ident> : translate('audit.noAddress')}</span>;
}
