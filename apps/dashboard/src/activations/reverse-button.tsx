import SettingsBackupRestore from '@mui/icons-material/SettingsBackupRestore';
import { useMutation } from '@tanstack/react-query';
import type { Activation } from '@vela/api-client';
import { activationReversalSchema, creditReasonMaxLength } from '@vela/validation';
import { useState } from 'react';
import {
  Button,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { ReasonDialog } from '../forms/reason-dialog.tsx';
import type { AppDataProvider } from '../providers/data-provider.ts';

/**
 * Operators only: reverses a wrong activation at any time, with the reason the reseller reads in their credit
 * history; the device loses the licence and the credits go back.
 */
export function ReverseActivationButton({ record: given }: { record?: Activation; label?: string }) {
  const context = useRecordContext<Activation>();
  const record = given ?? context;
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'activations.reverse', action: 'write' });
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const reverse = useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      dataProvider.reverseActivation(id, { reason }),
    onSuccess: () => {
      notify('credits.reverse.done', { type: 'success' });
      refresh();
    },
  });
  if (!record || !canAccess || record.status !== 'active') return null;
  return (
    // A click in the button or its dialog is not a click on the row around it, which would open the record.
    // biome-ignore lint/a11y/noStaticElementInteractions: it only keeps clicks inside from reaching the row.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the button and the dialog inside handle the keyboard.
    <span onClick={(event) => event.stopPropagation()}>
      <Button label="credits.reverse.button" color="error" onClick={() => setOpen(true)}>
        <SettingsBackupRestore />
      </Button>
      {open ? (
        <ReasonDialog
          schema={activationReversalSchema}
          title={translate('credits.reverse.title')}
          content={translate('credits.reverse.content')}
          name="reverse-reason"
          reasonLabel={translate('credits.reverse.reason')}
          reasonHelp={translate('credits.move.reason_help')}
          maxLength={creditReasonMaxLength}
          submitLabel={translate('credits.reverse.confirm')}
          destructive
          onSubmit={async (reason) => {
            await reverse.mutateAsync({ id: record.id, reason });
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </span>
  );
}
