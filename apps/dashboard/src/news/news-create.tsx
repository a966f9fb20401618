import { Typography } from '@mui/material';
import { Create, useTranslate } from 'react-admin';
import { visuallyHidden } from '../forms/visually-hidden.ts';
import { NewsForm } from './news-form.tsx';

export default function NewsCreate() {
  const translate = useTranslate();
  const title = translate('news-admin.form.createTitle');
  return (
    <>
      <Typography component="h1" sx={visuallyHidden}>
        {title}
      </Typography>
      <Create title={title}>
        <NewsForm editing={false} />
      </Create>
    </>
  );
}
