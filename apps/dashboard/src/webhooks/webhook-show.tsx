import Autorenew from '@mui/icons-material/Autorenew';
import Refresh from '@mui/icons-material/Refresh';
import Send from '@mui/icons-material/Send';
import { Box, Chip, ListItem, ListItemText, List as MuiList, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { Webhook, WebhookAttempt, WebhookDelivery } from '@vela/api-client';
import { useState } from 'react';
import {
  Button,
  Confirm,
  DeleteButton,
  EditButton,
  FunctionField,
  Pagination,
  ReferenceManyField,
  Show,
  SimpleList,
  SimpleShowLayout,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { SecretDialog } from '../api-keys/secret-dialog.tsx';
import { useDateTimeFormat } from '../i18n/locale-format.ts';
import { Ident } from '../ident/ident.tsx';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { eventLabel } from './event-types.ts';
import { webhookSecretTexts } from './secret-texts.ts';
import { useEventNames } from './webhook-list.tsx';

/** 'Send a test event': a `webhook.test` delivery, which appears among the deliveries below. */
function TestButton() {
  const record = useRecordContext<Webhook>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const test = useMutation({
    mutationFn: (id: string) => dataProvider.sendWebhookTest(id),
    onSuccess: () => {
      notify('webhooks.test.sent', { type: 'success' });
      refresh();
    },
    onError: () => notify('webhooks.test.failed', { type: 'error' }),
  });
  if (!record) return null;
  return (
    <Button label="webhooks.test.button" onClick={() => test.mutate(record.id)} disabled={test.isPending}>
      <Send />
    </Button>
  );
}

/** A new secret after a confirmation saying the current one stops at once; the new one is shown once. */
function RotateButton() {
  const record = useRecordContext<Webhook>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  // The new secret stays in this screen's state only, never in a query cache, until it was copied.
  const rotate = useMutation({
    mutationFn: (id: string) => dataProvider.rotateWebhookSecret(id),
    onSuccess: (rotated) => {
      setOpen(false);
      setSecret(rotated.secret);
    },
    onError: () => notify('webhooks.rotate.failed', { type: 'error' }),
  });
  if (!record) return null;
  return (
    <>
      <Button label="webhooks.rotate.button" onClick={() => setOpen(true)}>
        <Autorenew />
      </Button>
      <Confirm
        isOpen={open}
        loading={rotate.isPending}
        title="webhooks.rotate.title"
        content="webhooks.rotate.content"
        confirm="webhooks.rotate.confirm"
        confirmColor="warning"
        onConfirm={() => rotate.mutate(record.id)}
        onClose={() => setOpen(false)}
      />
      <SecretDialog
        secret={secret}
        texts={webhookSecretTexts}
        onDone={() => {
          setSecret(null);
          refresh();
        }}
      />
    </>
  );
}

function ShowActions() {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <TestButton />
      <RotateButton />
      <EditButton />
      <DeleteButton
        mutationMode="pessimistic"
        confirmTitle="webhooks.delete.title"
        confirmContent="webhooks.delete.content"
      />
    </TopToolbar>
  );
}

/** Sends a delivery again: same event id and body, signed with the current secret. */
function ResendButton({ delivery }: { delivery: WebhookDelivery }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const resend = useMutation({
    mutationFn: (id: string) => dataProvider.resendWebhookDelivery(id),
    onSuccess: () => {
      notify('webhooks.resend.sent', { type: 'success' });
      refresh();
    },
    onError: () => notify('webhooks.resend.failed', { type: 'error' }),
  });
  return (
    <Button
      label="webhooks.resend.button"
      aria-label={translate('webhooks.resend.label', { type: delivery.event_type })}
      onClick={(event) => {
        event.stopPropagation();
        resend.mutate(delivery.id);
      }}
      disabled={resend.isPending}
    >
      <Refresh />
    </Button>
  );
}

const stateColour = { pending: 'default', delivered: 'success', failed: 'error' } as const;

/** One attempt in words: when, its answer (or why none) and how long it took. */
function useAttemptText() {
  const translate = useTranslate();
  const dateTime = useDateTimeFormat();
  return (attempt: WebhookAttempt) => {
    const result =
      attempt.error_kind === null || attempt.error_kind === 'http_status'
        ? translate('webhooks.delivery.status', { status: attempt.status_code ?? 0 })
        : translate(`webhooks.delivery.errors.${attempt.error_kind}`, { _: attempt.error_kind });
    return translate('webhooks.delivery.attempt', {
      at: dateTime(attempt.at),
      result,
      ms: attempt.duration_ms,
    });
  };
}

/** A delivery: its event, where it stands, each attempt, and a re-send. */
export function DeliveryItem({ delivery }: { delivery: WebhookDelivery }) {
  const translate = useTranslate();
  const dateTime = useDateTimeFormat();
  const attemptText = useAttemptText();
  return (
    <Box component="article" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="h3" variant="subtitle1">
          {translate(eventLabel(delivery.event_type), { _: delivery.event_type })}
        </Typography>
        <Chip
          size="small"
          color={stateColour[delivery.state]}
          label={translate(`webhooks.delivery.state.${delivery.state}`)}
        />
        <Box sx={{ flexGrow: 1 }} />
        <ResendButton delivery={delivery} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {dateTime(delivery.created_at)} · {translate('webhooks.delivery.eventId')}{' '}
        <Ident sx={{ fontFamily: 'monospace' }}>{delivery.event_id}</Ident>
      </Typography>
      {delivery.attempt_log.length > 0 ? (
        <MuiList dense disablePadding aria-label={translate('webhooks.delivery.attempts')}>
          {delivery.attempt_log.map((attempt) => (
            <ListItem key={`${attempt.at}-${attempt.duration_ms}`} disableGutters>
              <ListItemText primary={attemptText(attempt)} />
            </ListItem>
          ))}
        </MuiList>
      ) : (
        <Typography variant="body2">{translate('webhooks.delivery.waiting')}</Typography>
      )}
    </Box>
  );
}

function Deliveries() {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="webhook-deliveries" sx={{ mt: 2 }}>
      <Typography component="h2" variant="h6" id="webhook-deliveries">
        {translate('dashboard.resources.webhook-deliveries')}
      </Typography>
      <ReferenceManyField
        reference="webhook-deliveries"
        target="webhook_id"
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10]} />}
        empty={<Typography>{translate('webhooks.show.noDeliveries')}</Typography>}
      >
        <DeliveryList />
      </ReferenceManyField>
    </Box>
  );
}

function DeliveryList() {
  return (
    <SimpleList<WebhookDelivery>
      primaryText={(record) => <DeliveryItem delivery={record} />}
      linkType={false}
      sx={{ '& .MuiListItem-root': { display: 'block', px: 0 } }}
    />
  );
}

/** One endpoint: its address and events, test, rotate, edit, remove, and its deliveries with each attempt. */
export function WebhookShow() {
  const translate = useTranslate();
  const dateTime = useDateTimeFormat();
  const eventNames = useEventNames();
  return (
    <Show title={translate('webhooks.show.title')} actions={<ShowActions />}>
      <SimpleShowLayout>
        <Typography component="h1" variant="h5">
          {translate('webhooks.show.title')}
        </Typography>
        <FunctionField<Webhook>
          source="url"
          label="webhooks.fields.url"
          render={(record) => <Ident>{record.url}</Ident>}
        />
        <FunctionField<Webhook>
          source="event_types"
          label="webhooks.fields.event_types"
          render={eventNames}
        />
        <FunctionField<Webhook>
          source="enabled"
          label="webhooks.fields.enabled"
          render={(record) => translate(record.enabled ? 'webhooks.enabled.on' : 'webhooks.enabled.off')}
        />
        <FunctionField<Webhook>
          source="secret_rotated_at"
          label="webhooks.fields.secret_rotated_at"
          render={(record) =>
            record.secret_rotated_at ? dateTime(record.secret_rotated_at) : translate('webhooks.neverRotated')
          }
        />
        <Deliveries />
      </SimpleShowLayout>
    </Show>
  );
}
