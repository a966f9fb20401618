import { Alert, Box, Typography } from '@mui/material';
import type { WhitelistEntry } from '@vela/api-client';
import { Edit, TopToolbar, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { Ident } from '../ident/ident.tsx';
import { RegenerateCodeButton } from './regenerate-code-button.tsx';
import { VerificationPanel } from './verification-panel.tsx';
import { WhitelistAccess } from './whitelist-access.tsx';
import { CodeWithCopy } from './whitelist-code.tsx';
import { WhitelistDeleteButton } from './whitelist-delete-button.tsx';
import { WhitelistForm } from './whitelist-form.tsx';

function EditTitle() {
  const translate = useTranslate();
  const record = useRecordContext<WhitelistEntry>();
  return <>{translate('hosts.titles.edit', { host: record?.host ?? '' })}</>;
}

function EditActions() {
  return (
    <TopToolbar>
      <WhitelistDeleteButton />
    </TopToolbar>
  );
}

/**
 * The entry's heading, its owner for operators, its code with the ways to copy and renew it, and its
 * verification. Outside the form: the verification's dialogs hold forms of their own.
 */
function EntryHeader() {
  const translate = useTranslate();
  const record = useRecordContext<WhitelistEntry>();
  const { canAccess: operator } = useCanAccess({ resource: 'whitelist.verification', action: 'write' });
  if (!record) return null;
  return (
    <Box sx={{ width: '100%', px: 2, pt: 2 }}>
      <Typography component="h1" variant="h5" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {translate('hosts.titles.edit', { host: record.host })}
      </Typography>
      {operator && record.owner_email ? (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('hosts.fields.owner')}: <Ident>{record.owner_email}</Ident>
        </Typography>
      ) : null}
      <Typography component="h2" variant="subtitle1">
        {translate('hosts.code.title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <CodeWithCopy code={record.code} />
        <RegenerateCodeButton entry={record} />
      </Box>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('hosts.code.explain')}
      </Typography>
      <VerificationPanel entry={record} />
    </Box>
  );
}

/** What an edit changes: code-linked playlists follow at their next sync, and a verification ends. */
function EditNotes() {
  const translate = useTranslate();
  const record = useRecordContext<WhitelistEntry>();
  return (
    <Box sx={{ width: '100%' }}>
      <Alert severity="info" sx={{ mb: 1 }}>
        {translate('hosts.help.follow')}
      </Alert>
      {record?.verified_at ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('hosts.help.reverify')}
        </Alert>
      ) : null}
    </Box>
  );
}

/** Changes an entry's addresses; they apply at once, and code-linked playlists follow at their next sync. */
export function WhitelistEdit() {
  return (
    <WhitelistAccess action="edit">
      <Edit title={<EditTitle />} actions={<EditActions />} mutationMode="pessimistic">
        <Box>
          <EntryHeader />
          <WhitelistForm editing>
            <EditNotes />
          </WhitelistForm>
        </Box>
      </Edit>
    </WhitelistAccess>
  );
}
