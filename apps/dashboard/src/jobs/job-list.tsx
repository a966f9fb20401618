import { Button, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { FailedJob } from '@vela/api-client';
import {
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
import { ResponsiveList } from '../layout/responsive-list.tsx';
import type { AppDataProvider } from '../providers/data-provider.ts';

/** Gives the job of its row a new round of attempts; the server audits it. */
function RetryButton() {
  const job = useRecordContext<FailedJob>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const retry = useMutation({
    mutationFn: (id: string) => dataProvider.retryJob(id),
    onSuccess: () => {
      notify('lifecycle.jobs.retried', { type: 'success' });
      refresh();
    },
    onError: () => notify('errors.dashboard.data_provider', { type: 'error' }),
  });
  if (!job) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={retry.isPending}
      aria-label={`${translate('lifecycle.jobs.retry')}: ${job.kind}`}
      onClick={(event) => {
        event.stopPropagation();
        retry.mutate(job.id);
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
      <ResponsiveList<FailedJob>
        rowClick={false}
        phone={{
          primaryText: (job) => job.kind,
          secondaryText: (job) => (
            <>
              {`${job.attempts} / ${job.max_attempts}`}
              {job.finished_at ? ` · ${format(job.finished_at)}` : ''}
              <Typography
                component="span"
                variant="body2"
                sx={{ display: 'block', overflowWrap: 'anywhere' }}
              >
                {job.last_error}
              </Typography>
            </>
          ),
          tertiaryText: () => <RetryButton />,
        }}
      >
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
      </ResponsiveList>
    </List>
  );
}
