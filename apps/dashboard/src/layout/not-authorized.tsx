import { Alert } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** What a screen shows to someone whose role may not use it; the API refuses the same anyway. */
export function NotAuthorized() {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('errors.dashboard.not_authorized')} />
      <Alert severity="warning" sx={{ mt: 2 }}>
        {translate('errors.dashboard.not_authorized')}
      </Alert>
    </>
  );
}
