import Block from '@mui/icons-material/Block';
import Check from '@mui/icons-material/Check';
import type { Submission } from '@vela/api-client';
import { useState } from 'react';
import {
  Button,
  HttpError,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useUnselectAll,
} from 'react-admin';
import type { AppDataProvider } from '../providers/data-provider.ts';

type Moderation = 'approved' | 'rejected';

/**
 * Approves or rejects the selected comments in one request: the API changes all of them or none, and audits
 * each. Shown above the comments' table when some are selected.
 */
export function CommentBulkActions() {
  const { selectedIds } = useListContext<Submission>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('submissions');
  const [busy, setBusy] = useState(false);
  const moderate = async (status: Moderation) => {
    setBusy(true);
    try {
      await dataProvider.moderateComments({ ids: selectedIds, status });
      notify(status === 'approved' ? 'desk.bulk.approved' : 'desk.bulk.rejected', { type: 'success' });
      unselectAll();
      refresh();
    } catch (error) {
      notify(error instanceof HttpError ? error.message : 'inbox.actions.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button label="desk.bulk.approve" disabled={busy} onClick={() => void moderate('approved')}>
        <Check />
      </Button>
      <Button
        label="desk.bulk.reject"
        color="error"
        disabled={busy}
        onClick={() => void moderate('rejected')}
      >
        <Block />
      </Button>
    </>
  );
}
