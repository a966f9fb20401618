import {
  Box,
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { AuditEntry } from '@vela/api-client';
import { ListButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { useDateTimeFormat } from '../i18n/locale-format.ts';
import { Ident } from '../ident/ident.tsx';
import { Facts, Section } from '../layout/show-sections.tsx';
import { diffRecords } from './audit-diff.ts';
import { Actor, RecordText, useActionWords } from './audit-fields.tsx';

function AuditTitle() {
  const translate = useTranslate();
  const actionWords = useActionWords();
  const record = useRecordContext<AuditEntry>();
  return <>{translate('audit.show.title', { action: record ? actionWords(record) : '' })}</>;
}

/** The page's heading, for screen readers and the document outline: the title bar is not one. */
function AuditHeading() {
  return (
    <Box component="h1" sx={{ typography: 'h6', px: 2, pt: 2, m: 0, overflowWrap: 'anywhere' }}>
      <AuditTitle />
    </Box>
  );
}

/** Back to the list only: an entry is never edited or deleted. */
function ShowActions() {
  return (
    <TopToolbar>
      <ListButton />
    </TopToolbar>
  );
}

/**
 * The record before and after, side by side. A changed field says so in words (a "changed" label in its own
 * column) and in weight, besides its background, so that the change does not depend on seeing colour.
 */
function Changes({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  const rows = diffRecords(entry.before, entry.after);
  const none = translate('audit.show.none');
  return (
    <Section title="audit.show.changes">
      {rows.length === 0 ? (
        <Typography>{translate('audit.show.noRecord')}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={translate('audit.show.changes')} sx={{ tableLayout: 'fixed' }}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {translate('audit.show.field')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {translate('audit.fields.before')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {translate('audit.fields.after')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {translate('audit.show.change')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow
                  key={row.field}
                  data-changed={row.changed}
                  sx={
                    row.changed
                      ? { bgcolor: 'action.selected', '& td, & th': { fontWeight: 600 } }
                      : undefined
                  }
                >
                  <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                    {/* The stored field's own name, as the record and the export name it. */}
                    <code translate="no" dir="ltr">
                      {row.field}
                    </code>
                  </TableCell>
                  {/* A stored value reads in its own direction: a host left to right, an Arabic name right to left. */}
                  <TableCell sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                    <bdi>{row.before ?? none}</bdi>
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                    <bdi>{row.after ?? none}</bdi>
                  </TableCell>
                  <TableCell>
                    {row.changed ? (
                      <Chip size="small" variant="outlined" label={translate('audit.show.changed')} />
                    ) : (
                      translate('audit.show.unchanged')
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Section>
  );
}

function AuditFacts() {
  const translate = useTranslate();
  const record = useRecordContext<AuditEntry>();
  const actionWords = useActionWords();
  const format = useDateTimeFormat();
  if (!record) return null;
  return (
    <Box sx={{ p: 2 }}>
      <Section title="audit.show.entry">
        <Facts
          facts={[
            [
              'audit.fields.created_at',
              <time key="time" dateTime={record.created_at}>
                {format(record.created_at)}
              </time>,
            ],
            ['audit.fields.actor', <Actor key="actor" entry={record} />],
            [
              'audit.fields.action',
              <span key="action">
                {actionWords(record)} ·{' '}
                <code translate="no" dir="ltr">
                  <Ident>{record.action}</Ident>
                </code>
              </span>,
            ],
            ['audit.fields.record', <RecordText key="record" entry={record} />],
            [
              'audit.fields.address',
              record.address ? <Ident key="address">{record.address}</Ident> : translate('audit.noAddress'),
            ],
          ]}
        />
      </Section>
      <Changes entry={record} />
    </Box>
  );
}

/** One entry: who did what to which record, from where and when, and the record before and after. */
export function AuditShow() {
  return (
    <Show title={<AuditTitle />} actions={<ShowActions />}>
      <AuditHeading />
      <AuditFacts />
    </Show>
  );
}
