import Webhook from '@mui/icons-material/Webhook';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

// Each screen is its own chunk, fetched when it is first opened.
const WebhookList = lazy(() =>
  import('./webhook-list.tsx').then((module) => ({ default: module.WebhookList })),
);
const WebhookCreate = lazy(() =>
  import('./webhook-create.tsx').then((module) => ({ default: module.WebhookCreate })),
);
const WebhookEdit = lazy(() =>
  import('./webhook-edit.tsx').then((module) => ({ default: module.WebhookEdit })),
);
const WebhookShow = lazy(() =>
  import('./webhook-show.tsx').then((module) => ({ default: module.WebhookShow })),
);

/** A reseller's signed webhooks: endpoints, their secret (shown once), deliveries, tests and re-sends. */
export const webhooksResource = {
  name: 'webhooks',
  list: WebhookList,
  create: WebhookCreate,
  edit: WebhookEdit,
  show: WebhookShow,
  icon: Webhook,
  recordRepresentation: 'url',
  options: { label: 'dashboard.resources.webhooks' },
} satisfies ResourceProps;

/** The deliveries of an endpoint, read on its page only. */
export const webhookDeliveriesResource = {
  name: 'webhook-deliveries',
  options: { label: 'dashboard.resources.webhook-deliveries' },
} satisfies ResourceProps;
