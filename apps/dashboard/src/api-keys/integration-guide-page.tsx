import Key from '@mui/icons-material/Key';
import {
  Box,
  Button,
  Card,
  CardContent,
  ListItem,
  ListItemText,
  Link as MuiLink,
  List as MuiList,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { dashboardBase } from '../providers/auth-client.ts';
import { WebhookGuide } from '../webhooks/webhook-guide.tsx';
import { CodeBlock } from './code-block.tsx';
import { curlExamples, documentedErrors, type ExampleId } from './curl-examples.ts';

/** The guide's sections in order: each a heading, an explanation and the commands that go with it. */
const sections: { id: string; examples: ExampleId[] }[] = [
  { id: 'auth', examples: ['setKey'] },
  { id: 'hosts', examples: ['hosts'] },
  { id: 'slots', examples: ['slots'] },
  { id: 'add', examples: ['addByHost', 'addByCode'] },
  { id: 'idempotency', examples: ['idempotent'] },
  { id: 'list', examples: ['list'] },
  { id: 'delete', examples: ['remove'] },
  { id: 'credits', examples: ['credits'] },
  { id: 'activate', examples: ['activate'] },
  { id: 'activations', examples: ['activations', 'revokeActivation'] },
  { id: 'client', examples: ['generateClient'] },
];

/**
 * How to call every endpoint of the integration API with curl, on this dashboard's own address with a
 * placeholder for the key: explanations in the reader's language, commands as they are typed.
 */
export function IntegrationGuidePage() {
  const translate = useTranslate();
  const origin = window.location.origin;
  const examples = useMemo(() => curlExamples(origin), [origin]);
  const openapi = `${origin}/api/openapi.json`;
  return (
    <Card sx={{ mt: 2, maxWidth: 880 }}>
      <Title title={translate('integration.guide.title')} />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('integration.guide.title')}
        </Typography>
        <Typography sx={{ mb: 1 }}>{translate('integration.guide.intro')}</Typography>
        <Typography sx={{ mb: 1 }}>
          {translate('integration.guide.openapi')}{' '}
          <MuiLink href={openapi} dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
            {openapi}
          </MuiLink>
        </Typography>
        <Button component={Link} to={`${dashboardBase}/api-keys`} variant="outlined" startIcon={<Key />}>
          {translate('integration.guide.keys')}
        </Button>

        {sections.map(({ id, examples: ids }) => {
          const heading = translate(`integration.guide.${id}Title`);
          return (
            <Box component="section" key={id} aria-labelledby={`guide-${id}`} sx={{ mt: 3 }}>
              <Typography component="h2" variant="h6" id={`guide-${id}`} gutterBottom>
                {heading}
              </Typography>
              <Typography>{translate(`integration.guide.${id}`)}</Typography>
              {ids.map((example, index) => (
                <CodeBlock
                  key={example}
                  code={examples[example]}
                  name={ids.length > 1 ? `${heading} (${index + 1})` : heading}
                />
              ))}
            </Box>
          );
        })}

        <WebhookGuide />

        <Box component="section" aria-labelledby="guide-limits" sx={{ mt: 3 }}>
          <Typography component="h2" variant="h6" id="guide-limits" gutterBottom>
            {translate('integration.guide.limitsTitle')}
          </Typography>
          <Typography>{translate('integration.guide.limits')}</Typography>
        </Box>

        <Box component="section" aria-labelledby="guide-errors" sx={{ mt: 3 }}>
          <Typography component="h2" variant="h6" id="guide-errors" gutterBottom>
            {translate('integration.guide.errorsTitle')}
          </Typography>
          <Typography>{translate('integration.guide.errors')}</Typography>
          <Typography sx={{ mt: 1 }}>{translate('integration.guide.errorsValidation')}</Typography>
          <MuiList dense>
            {documentedErrors.map(([status, code]) => (
              <ListItem key={code} disableGutters>
                <ListItemText
                  primary={
                    <Box component="code" dir="ltr" translate="no">
                      {`${status} ${code}`}
                    </Box>
                  }
                  secondary={translate(`integration.apiErrors.${code}`)}
                />
              </ListItem>
            ))}
          </MuiList>
        </Box>
      </CardContent>
    </Card>
  );
}
