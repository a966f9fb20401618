import Undo from '@mui/icons-material/Undo';
import { useMutation } from '@tanstack/react-query';
import type { Activation } from '@vela/api-client';
import { useState } from 'react';
import {
  Button,
  Confirm,
  useDataProvider,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { creditRefusal } from './refusal.ts';
import { useRevocable } from './revocable.ts';

/**
 * The reseller's own revocation of an activation, while its grace period runs: a confirmation that says the
 * device loses its licence and how many credits come back, then the balance and the list read again.
 */
export function RevokeActivationButton({ record: given }: { record?: Activation; label?: string }) {
  const context = useRecordContext<Activation>();
  const record = given ?? context;
  const { identity } = useGetIdentity();
  const revocable = useRevocable(record, identity ? String(identity.id) : undefined);
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const revoke = useMutation({
    mutationFn: (id: string) => dataProvider.revokeActivation(id),
    onSuccess: () => {
      notify('credits.revoke.done', { type: 'success' });
      setOpen(false);
      refresh();
    },
    onError: (error) => {
      setOpen(false);
      notify(creditRefusal(error).key, { type: 'error' });
      refresh();
    },
  });
  if (!record || !revocable) return null;
  return (
    // A click in the button or its dialog is not a click on the row around it, which would open the record.
    // biome-ignore lint/a11y/noStaticElementInteractions: it only keeps clicks inside from reaching the row.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the button and the dialog inside handle the keyboard.
    <span onClick={(event) => event.stopPropagation()}>
      <Button label="credits.revoke.button" onClick={() => setOpen(true)}>
        <Undo />
      </Button>
      <Confirm
        isOpen={open}
        loading={revoke.isPending}
        title="credits.revoke.title"
        content="credits.revoke.content"
        contentTranslateOptions={{ smart_count: record.credits }}
        confirm="credits.revoke.confirm"
        confirmColor="warning"
        onConfirm={() => revoke.mutate(record.id)}
        onClose={() => setOpen(false)}
      />
    </span>
  );
}
