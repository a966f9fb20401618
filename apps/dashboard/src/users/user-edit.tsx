import type { AdminUser } from '@vela/api-client';
import { userRoleChangeSchema } from '@vela/validation';
import {
  CanAccess,
  Edit,
  SaveButton,
  SelectInput,
  ShowButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useNotify,
  useRedirect,
} from 'react-admin';
import { recordValidator } from '../forms/record-validator.ts';
import { UserOperations } from './user-actions.tsx';
import { roleChoices } from './user-fields.tsx';
import { UserFacts, UserHeading, UserTitle } from './user-show.tsx';

const validate = recordValidator(userRoleChangeSchema);

/**
 * What an operator edits of an account: its role. The input is shown only to who may change roles (the
 * field-level right `users.role`); the API refuses everyone else anyway.
 */
function UserInputs() {
  return (
    <CanAccess action="edit" resource="users.role">
      <SelectInput
        source="role"
        label="users.fields.role"
        choices={roleChoices}
        helperText="users.edit.roleHelp"
        isRequired
        variant="outlined"
        sx={{ minWidth: 240 }}
      />
    </CanAccess>
  );
}

function EditActions() {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <ShowButton />
      <UserOperations />
    </TopToolbar>
  );
}

export function UserEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit<AdminUser>
      title={<UserTitle kind="edit" />}
      actions={<EditActions />}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: (user) => {
          notify('users.edit.saved', { type: 'success' });
          redirect('show', 'users', user.id);
        },
        onError: (error) =>
          notify(error instanceof Error ? error.message : 'errors.dashboard.data_not_saved', {
            type: 'error',
          }),
      }}
    >
      <UserHeading kind="edit" />
      <UserFacts />
      <SimpleForm
        validate={validate}
        toolbar={
          <Toolbar>
            <SaveButton alwaysEnable />
          </Toolbar>
        }
      >
        <UserInputs />
      </SimpleForm>
    </Edit>
  );
}
