import MenuBook from '@mui/icons-material/MenuBook';
import { Box, Typography } from '@mui/material';
import { Button, CreateButton, TopToolbar, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** The keys of a list's texts: its title, what it says when empty, and its buttons. */
interface IntegrationListTexts {
  title: string;
  empty: string;
  emptyHint: string;
  create: string;
  guide: string;
}

/** The integration's lists (API keys, webhooks) share their toolbar and their empty state; `guide` is where the guide opens. */
interface IntegrationListProps {
  texts: IntegrationListTexts;
  guide: string;
}

function GuideButton({
  texts,
  guide,
  variant = 'text',
}: IntegrationListProps & { variant?: 'text' | 'outlined' }) {
  return (
    <Button component={Link} to={guide} label={texts.guide} variant={variant}>
      <MenuBook />
    </Button>
  );
}

export function IntegrationListActions(props: IntegrationListProps) {
  return (
    <TopToolbar>
      <GuideButton {...props} />
      <CreateButton label={props.texts.create} />
    </TopToolbar>
  );
}

/** What a reseller with nothing listed yet sees: what the list is for, the way to add one, and the guide. */
export function IntegrationListEmpty(props: IntegrationListProps) {
  const translate = useTranslate();
  const { texts } = props;
  return (
    <Box sx={{ textAlign: 'center', my: 4, mx: 'auto', maxWidth: 560 }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {translate(texts.title)}
      </Typography>
      <Typography component="p" variant="h6" gutterBottom>
        {translate(texts.empty)}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(texts.emptyHint)}</Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
        <CreateButton variant="contained" label={texts.create} />
        <GuideButton {...props} variant="outlined" />
      </Box>
    </Box>
  );
}
