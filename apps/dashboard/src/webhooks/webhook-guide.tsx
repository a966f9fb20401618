import { Box, Typography } from '@mui/material';
import { webhookReceiverExample, webhookVerifyExample } from '@vela/api-client';
import { useTranslate } from 'react-admin';
import { CodeBlock } from '../api-keys/code-block.tsx';
import { eventLabel } from './event-types.ts';
import { headersExample, payloadExamples } from './webhook-payloads.ts';

/**
 * The integration guide's part on webhooks: the headers, each event's body, how to check a signature in
 * Node (the very code the API's tests run), and how retries work.
 */
export function WebhookGuide() {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="guide-webhooks" sx={{ mt: 3 }}>
      <Typography component="h2" variant="h6" id="guide-webhooks" gutterBottom>
        {translate('webhooks.guide.title')}
      </Typography>
      <Typography>{translate('webhooks.guide.intro')}</Typography>

      <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>
        {translate('webhooks.guide.headersTitle')}
      </Typography>
      <Typography>{translate('webhooks.guide.headers')}</Typography>
      <CodeBlock code={headersExample} name={translate('webhooks.guide.headersTitle')} />

      <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>
        {translate('webhooks.guide.eventsTitle')}
      </Typography>
      <Typography>{translate('webhooks.guide.events')}</Typography>
      {payloadExamples.map(({ type, body }) => {
        const name = translate(eventLabel(type));
        return (
          <Box key={type} sx={{ mt: 1.5 }}>
            <Typography component="h4" variant="subtitle2">
              <Box component="code" dir="ltr" translate="no">
                {type}
              </Box>{' '}
              — {name}
            </Typography>
            <CodeBlock code={body} name={name} />
          </Box>
        );
      })}

      <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>
        {translate('webhooks.guide.verifyTitle')}
      </Typography>
      <Typography>{translate('webhooks.guide.verify')}</Typography>
      <CodeBlock code={webhookVerifyExample} name={translate('webhooks.guide.verifyTitle')} />
      <Typography>{translate('webhooks.guide.receiver')}</Typography>
      <CodeBlock code={webhookReceiverExample} name={translate('webhooks.guide.receiverName')} />

      <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>
        {translate('webhooks.guide.retriesTitle')}
      </Typography>
      <Typography>{translate('webhooks.guide.retries')}</Typography>
    </Box>
  );
}
