import Block from '@mui/icons-material/Block';
import { useMutation } from '@tanstack/react-query';
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
  const revoke = useMutation({
    mutationFn: (id: string) => dataProvider.revokeApiKey(id),
    onSuccess: () => {
      notify('integration.apiKeys.revoke.done', { type: 'success' });
      setOpen(false);
      refresh();
    },
    onError: () => notify('integration.apiKeys.revoke.failed', { type: 'error' }),
  });
  if (record?.status !== 'active') return null;
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
        loading={revoke.isPending}
        title="integration.apiKeys.revoke.title"
        titleTranslateOptions={{ name: record.name }}
        content="integration.apiKeys.revoke.content"
        confirm="integration.apiKeys.revoke.confirm"
        confirmColor="warning"
        onConfirm={() => revoke.mutate(record.id)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
