import Autorenew from '@mui/icons-material/Autorenew';
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
  const [busy, setBusy] = useState(false);

  const regenerate = async () => {
    setBusy(true);
    try {
      const renewed = await dataProvider.regenerateWhitelistCode(entry.id);
      notify('hosts.code.regenerated', { type: 'success', messageArgs: { code: renewed.code } });
      refresh();
    } catch {
      notify('hosts.code.regenerateFailed', { type: 'error' });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <Button label="hosts.code.regenerate" onClick={() => setConfirming(true)} disabled={busy}>
        <Autorenew />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title="hosts.code.regenerateTitle"
        content="hosts.code.regenerateContent"
        translateOptions={{ host: entry.host, code: entry.code }}
        onConfirm={regenerate}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
