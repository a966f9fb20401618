import Block from '@mui/icons-material/Block';
import type { ApiKey } from '@vela/api-client';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AppDataProvider } from '../providers/data-provider.ts';

/** Revokes the key of the record, after a confirmation that says programs using it will be refused. */
export function RevokeButton({ record: given }: { record?: ApiKey; label?: string }) {
  const context = useRecordContext<ApiKey>();
  const record = given ?? context;
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (record?.status !== 'active') return null;
  const revoke = async () => {
    setBusy(true);
    try {
      await dataProvider.revokeApiKey(record.id);
      notify('integration.apiKeys.revoke.done', { type: 'success' });
      setOpen(false);
      refresh();
    } catch {
      notify('integration.apiKeys.revoke.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        label="integration.apiKeys.revoke.button"
        color="error"
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <Block />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="integration.apiKeys.revoke.title"
        titleTranslateOptions={{ name: record.name }}
        content="integration.apiKeys.revoke.content"
        confirm="integration.apiKeys.revoke.confirm"
        confirmColor="warning"
        onConfirm={() => void revoke()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
