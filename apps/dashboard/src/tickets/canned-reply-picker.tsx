import { Box, Button, MenuItem, TextField } from '@mui/material';
import type { CannedReply } from '@vela/api-client';
import { type Locale, localeCodes } from '@vela/locales';
import { useId, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { useLanguageName } from '../inbox/language-name.ts';

const isLocale = (value: string | null | undefined): value is Locale =>
  typeof value === 'string' && (localeCodes as readonly string[]).includes(value);

/**
 * The operators' canned replies in one language, the ticket owner's when it is one of ours: picking one and
 * pressing Insert puts its text into the answer, after what is already written.
 */
export function CannedReplyPicker({
  ownerLocale,
  onInsert,
}: {
  ownerLocale: string | null | undefined;
  onInsert: (text: string) => void;
}) {
  const translate = useTranslate();
  const languageName = useLanguageName();
  const id = useId();
  const [locale, setLocale] = useState<Locale>(isLocale(ownerLocale) ? ownerLocale : 'en');
  const [chosen, setChosen] = useState('');
  const { data: replies } = useGetList<CannedReply>('canned-replies', {
    filter: { locale },
    sort: { field: 'title', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  const picked = replies?.find((reply) => reply.id === chosen);
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, mb: 1, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      <legend style={{ padding: 0 }}>{translate('desk.canned.picker')}</legend>
      <TextField
        select
        id={`${id}-locale`}
        size="small"
        label={translate('desk.canned.fields.locale')}
        value={locale}
        onChange={(event) => {
          setLocale(event.target.value as Locale);
          setChosen('');
        }}
        sx={{ minWidth: 140 }}
      >
        {localeCodes.map((code) => (
          <MenuItem key={code} value={code}>
            {languageName(code)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        id={`${id}-reply`}
        size="small"
        label={translate('desk.canned.choose')}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        helperText={replies && replies.length === 0 ? translate('desk.canned.noneInLanguage') : undefined}
        sx={{ minWidth: 200, flex: '1 1 12rem' }}
      >
        {(replies ?? []).map((reply) => (
          <MenuItem key={reply.id} value={reply.id} sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
            {reply.title}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" disabled={!picked} onClick={() => picked && onInsert(picked.content)}>
        {translate('desk.canned.insert')}
      </Button>
    </Box>
  );
}
