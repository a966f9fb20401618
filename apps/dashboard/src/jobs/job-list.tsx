import { Button, Typography } from '@mui/material';
import type { FailedJob } from '@vela/api-client';
import { useState } from 'react';
import {
  Datagrid,
  FunctionField,
  List,
  TextField,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useDateTimeFormat } from '../i18n/locale-format.ts';
import type { AppDataProvider } from '../providers/data-provider.ts';

/** Gives the job of its row a new round of attempts; the server audits it. */
function RetryButton() {
  const job = useRecordContext<FailedJob>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  if (!job) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={busy}
      aria-label={`${translate('lifecycle.jobs.retry')}: ${job.kind}`}
      onClick={async () => {
        setBusy(true);
        try {
          await dataProvider.retryJob(job.id);
          notify('lifecycle.jobs.retried', { type: 'success' });
          refresh();
        } catch {
          notify('errors.dashboard.data_provider', { type: 'error' });
        } finally {
          setBusy(false);
        }
      }}
    >
      {translate('lifecycle.jobs.retry')}
    </Button>
  );
}

function NoFailures() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('lifecycle.jobs.empty')}</Typography>;
}

/** Jobs that used every attempt, the last failure first. Nothing here is exported: errors may name people. */
export function JobList() {
  const translate = useTranslate();
  const format = useDateTimeFormat();
  return (
    <List
      exporter={false}
      sort={{ field: 'finished_at', order: 'DESC' }}
      empty={<NoFailures />}
      title={translate('dashboard.resources.jobs')}
    >
      <Typography sx={{ px: 2, pt: 2 }}>{translate('lifecycle.jobs.intro')}</Typography>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="kind" label="lifecycle.jobs.kind" sortable={false} />
        <FunctionField<FailedJob>
          label="lifecycle.jobs.attempts"
          render={(job) => `${job.attempts} / ${job.max_attempts}`}
        />
        <FunctionField<FailedJob>
          label="lifecycle.jobs.error"
          render={(job) => (
            <Typography variant="body2" sx={{ wordBreak: 'break-word', maxWidth: 480 }}>
              {job.last_error}
            </Typography>
          )}
        />
        <FunctionField<FailedJob>
          source="finished_at"
          label="lifecycle.jobs.failed_at"
          render={(job) => (job.finished_at ? format(job.finished_at) : '')}
        />
        <RetryButton />
      </Datagrid>
    </List>
  );
}
