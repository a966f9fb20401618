import type { WhitelistEntry } from '@vela/api-client';
import { whitelistRecordSchema } from '@vela/validation';
import type { ReactNode } from 'react';
import {
  SaveButton,
  SimpleForm,
  Toolbar,
  useCreate,
  useNotify,
  useRecordContext,
  useRedirect,
  useUpdate,
} from 'react-admin';
import { recordValidator } from '../forms/record-validator.ts';
import { fieldErrorsOf } from '../providers/errors.ts';
import { WhitelistInputs } from './whitelist-inputs.tsx';

const validate = recordValidator(whitelistRecordSchema);

/**
 * The whitelist form of Create and Edit: checked in the browser with the API's own schema, then saved; an
 * address already on a whitelist is shown on its field. A new entry's code is announced and shown in the
 * list, next to its host.
 */
export function WhitelistForm({ editing, children }: { editing: boolean; children?: ReactNode }) {
  const record = useRecordContext<WhitelistEntry>();
  const [create] = useCreate<WhitelistEntry>();
  const [update] = useUpdate<WhitelistEntry>();
  const notify = useNotify();
  const redirect = useRedirect();

  const save = async (values: Record<string, unknown>) => {
    try {
      // Sent as the rule reads it (lower case, no trailing slash, an empty backup as none).
      const data = whitelistRecordSchema.parse(values);
      if (editing && record) {
        await update(
          'whitelist',
          { id: record.id, data, previousData: record },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
        notify('hosts.notifications.updated', { type: 'success' });
      } else {
        const created = await create('whitelist', { data }, { returnPromise: true });
        notify('hosts.notifications.created', {
          type: 'success',
          messageArgs: { code: created?.code ?? '' },
        });
      }
    } catch (error) {
      const onField = fieldErrorsOf(error);
      if (!onField) notify('hosts.notifications.failed', { type: 'error' });
      return onField;
    }
    redirect('list', 'whitelist');
    return undefined;
  };

  return (
    <SimpleForm
      validate={validate}
      onSubmit={save}
      defaultValues={editing ? undefined : { host: '', backup_host: '' }}
      toolbar={
        <Toolbar>
          {/* Enabled before any change, so that pressing it shows what is missing. */}
          <SaveButton alwaysEnable />
        </Toolbar>
      }
      sx={{ maxWidth: 640 }}
    >
      {children}
      <WhitelistInputs />
    </SimpleForm>
  );
}
