import { Typography } from '@mui/material';
import { Create, useTranslate } from 'react-admin';
import { WhitelistAccess } from './whitelist-access.tsx';
import { WhitelistForm } from './whitelist-form.tsx';

/** Adds a host: Save puts it on the whitelist at once, and the list then shows its code beside it. */
export function WhitelistCreate() {
  const translate = useTranslate();
  return (
    <WhitelistAccess action="create">
      <Create title={translate('hosts.titles.create')}>
        <WhitelistForm editing={false}>
          <Typography component="h1" variant="h5">
            {translate('hosts.titles.create')}
          </Typography>
        </WhitelistForm>
      </Create>
    </WhitelistAccess>
  );
}
