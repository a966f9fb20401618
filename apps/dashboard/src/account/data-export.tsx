import { Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Everything the product holds about the person, as a JSON file the browser downloads with the session. */
export function DataExport() {
  const translate = useTranslate();
  return (
    <>
      <Typography sx={{ mb: 2 }}>{translate('lifecycle.data_export.intro')}</Typography>
      <Button variant="contained" component="a" href="/api/account/export" download>
        {translate('lifecycle.data_export.download')}
      </Button>
    </>
  );
}
