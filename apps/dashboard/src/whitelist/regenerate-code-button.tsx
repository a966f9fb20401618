import Autorenew from '@mui/icons-material/Autorenew';
import { useMutation } from '@tanstack/react-query';
import type { WhitelistEntry } from '@vela/api-client';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AppDataProvider } from '../providers/data-provider.ts';

/**
 * Gives the entry a new code after a confirmation: the old code stops working for new playlists at once,
 * while the playlists already added with it stay linked.
 */
export function RegenerateCodeButton({ entry }: { entry: WhitelistEntry }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const regenerate = useMutation({
    mutationFn: () => dataProvider.regenerateWhitelistCode(entry.id),
    onSuccess: (renewed) => {
      notify('hosts.code.regenerated', { type: 'success', messageArgs: { code: renewed.code } });
      refresh();
    },
    onError: () => notify('hosts.code.regenerateFailed', { type: 'error' }),
    onSettled: () => setConfirming(false),
  });

  return (
    <>
      <Button
        label="hosts.code.regenerate"
        onClick={() => setConfirming(true)}
        disabled={regenerate.isPending}
      >
        <Autorenew />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={regenerate.isPending}
        title="hosts.code.regenerateTitle"
        content="hosts.code.regenerateContent"
        translateOptions={{ host: entry.host, code: entry.code }}
        onConfirm={() => regenerate.mutate()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
