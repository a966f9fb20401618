import Block from '@mui/icons-material/Block';
import LockReset from '@mui/icons-material/LockReset';
import Logout from '@mui/icons-material/Logout';
import PhonelinkErase from '@mui/icons-material/PhonelinkErase';
import TaskAlt from '@mui/icons-material/TaskAlt';
import { useMutation } from '@tanstack/react-query';
import type { AdminUser } from '@vela/api-client';
import { banReasonMaxLength, banUserSchema } from '@vela/validation';
import { type ReactElement, useState } from 'react';
import {
  Button,
  Confirm,
  useDataProvider,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { ReasonDialog } from '../forms/reason-dialog.tsx';
import type { AppDataProvider, UserOperation } from '../providers/data-provider.ts';

type Operation = Exclude<UserOperation, 'ban'>;

/** The texts of each operation in the `users` namespace: its button, confirmation and notification. */
const textsOf: Record<Operation, string> = {
  unban: 'users.unban',
  'sign-out': 'users.signOut',
  'reset-two-factor': 'users.resetTwoFactor',
  'password-reset': 'users.passwordReset',
};

/** One of the API's operations on an account, which reloads the account shown afterwards. */
interface UserOperationCall {
  user: AdminUser;
  operation: UserOperation;
  body?: object;
}

/** Runs one of the API's operations on the account shown, and reloads it afterwards. */
function useUserOperation() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ user, operation, body = {} }: UserOperationCall) =>
      dataProvider.runUserOperation(user.id, operation, body),
    onSuccess: () => refresh(),
  });
}

/** A button that asks for confirmation, says what will happen, and tells how it went. */
function ConfirmedOperation({ operation, icon }: { operation: Operation; icon: ReactElement }) {
  const record = useRecordContext<AdminUser>();
  const run = useUserOperation();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const texts = textsOf[operation];
  const confirm = () =>
    run.mutate(
      { user: record, operation },
      {
        onSuccess: () => {
          notify(`${texts}.done`, { type: 'success', messageArgs: { email: record.email } });
          setOpen(false);
        },
        onError: (error) =>
          notify(error instanceof Error ? error.message : 'errors.dashboard.unexpected', { type: 'error' }),
      },
    );
  return (
    <>
      <Button label={`${texts}.action`} onClick={() => setOpen(true)}>
        {icon}
      </Button>
      <Confirm
        isOpen={open}
        loading={run.isPending}
        title={`${texts}.title`}
        titleTranslateOptions={{ email: record.email }}
        content={`${texts}.content`}
        confirm={`${texts}.action`}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Banning needs its reason, asked in the dialog with the same rule as the API's. */
function BanDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const run = useUserOperation();
  return (
    <ReasonDialog
      schema={banUserSchema}
      title={translate('users.ban.title', { email: user.email })}
      content={
        user.role === 'customer'
          ? translate('users.ban.content')
          : `${translate('users.ban.content')} ${translate('users.ban.business')}`
      }
      name="ban-reason"
      reasonLabel={translate('users.ban.reason')}
      reasonHelp={translate('users.ban.reasonHelp')}
      maxLength={banReasonMaxLength}
      submitLabel={translate('users.ban.action')}
      destructive
      onSubmit={async (reason) => {
        await run.mutateAsync({ user, operation: 'ban', body: { reason } });
        notify('users.ban.done', { type: 'success', messageArgs: { email: user.email } });
      }}
      onClose={onClose}
    />
  );
}

function BanButton() {
  const record = useRecordContext<AdminUser>();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button label="users.ban.action" color="error" onClick={() => setOpen(true)}>
        <Block />
      </Button>
      {open ? <BanDialog user={record} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/**
 * What an operator does to an account besides its role: ban or lift the ban, end its sessions, reset its
 * two-factor authentication, send it a password reset. Operators do not ban themselves.
 */
export function UserOperations() {
  const record = useRecordContext<AdminUser>();
  const { identity } = useGetIdentity();
  if (!record) return null;
  const own = identity?.id === record.id;
  return (
    <>
      {record.banned ? (
        <ConfirmedOperation operation="unban" icon={<TaskAlt />} />
      ) : own ? null : (
        <BanButton />
      )}
      <ConfirmedOperation operation="sign-out" icon={<Logout />} />
      {record.two_factor_enabled ? (
        <ConfirmedOperation operation="reset-two-factor" icon={<PhonelinkErase />} />
      ) : null}
      <ConfirmedOperation operation="password-reset" icon={<LockReset />} />
    </>
  );
}
