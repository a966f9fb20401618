import Block from '@mui/icons-material/Block';
import Check from '@mui/icons-material/Check';
import { useMutation } from '@tanstack/react-query';
import type { Submission } from '@vela/api-client';
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
  const moderation = useMutation({
    mutationFn: (status: Moderation) => dataProvider.moderateComments({ ids: selectedIds, status }),
    onSuccess: (_moderated, status) => {
      notify(status === 'approved' ? 'desk.bulk.approved' : 'desk.bulk.rejected', { type: 'success' });
      unselectAll();
      refresh();
    },
    onError: (error) =>
      notify(error instanceof HttpError ? error.message : 'inbox.actions.failed', { type: 'error' }),
  });
  const busy = moderation.isPending;
  const moderate = (status: Moderation) => moderation.mutate(status);
  return (
    <>
      <Button label="desk.bulk.approve" disabled={busy} onClick={() => moderate('approved')}>
        <Check />
      </Button>
      <Button label="desk.bulk.reject" color="error" disabled={busy} onClick={() => moderate('rejected')}>
        <Block />
      </Button>
    </>
  );
}
