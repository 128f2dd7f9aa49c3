// The personal fields of one's own profile, saved with the shared user schema. The e-mail is the
// sign-in name: only an Admin changes their own here; everyone else sees it read-only and asks
// an administrator.
import { Stack } from '@mui/material';
import { SimpleForm, TextInput, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { UserDetail } from '../../domain/api/users';
import { PERSONAL_FIELDS, saveUserSchema } from '../../domain/schemas/user';
import { zodResolver } from '../zodResolver';
import { FormToolbar, RequiredNote } from '../FormActions';
import { DayInput } from '../DayField';

const ROW = { direction: { xs: 'column', md: 'row' }, spacing: 2, sx: { width: '100%' } } as const;

/** Saves the personal fields (and the e-mail when it is editable), keeping the role. */
function useSavePersonal(profile: UserDetail, emailEditable: boolean, onDone: () => void) {
  const notify = useNotify();
  const [update] = useUpdate();
  return (values: Record<string, unknown>) =>
    update(
      'users',
      {
        id: profile.id,
        data: {
          ...Object.fromEntries(PERSONAL_FIELDS.map((f) => [f, values[f]])),
          email: emailEditable ? values.email : profile.email,
          role: profile.role,
        },
        previousData: profile,
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('messages.saved', { type: 'success' });
          onDone();
        },
        onError: (err) => notify((err as Error).message, { type: 'error' }),
      },
    );
}

export const PersonalForm = ({ profile, onDone }: { profile: UserDetail; onDone: () => void }) => {
  const translate = useTranslate();
  const emailEditable = profile.role === 'Admin';
  const save = useSavePersonal(profile, emailEditable, onDone);
  return (
    <SimpleForm
      record={profile}
      mode="all"
      resolver={zodResolver(saveUserSchema)}
      onSubmit={save}
      toolbar={<FormToolbar onCancel={onDone} />}
    >
      <RequiredNote />
      <TextInput
        source="email"
        resource="users"
        fullWidth
        readOnly={!emailEditable}
        isRequired={emailEditable}
        helperText={emailEditable ? undefined : translate('pages.profile.emailReadOnly')}
      />
      <Stack {...ROW}>
        <TextInput source="firstName" label="fields.firstName" isRequired fullWidth />
        <TextInput source="lastName" label="fields.lastName" isRequired fullWidth />
        <TextInput source="phoneNumber" resource="users" fullWidth />
      </Stack>
      <Stack {...ROW}>
        <DayInput source="dateOfBirth" resource="users" fullWidth />
        <TextInput source="address" label="fields.address" fullWidth />
      </Stack>
      <Stack {...ROW}>
        <TextInput source="city" label="fields.city" fullWidth />
        <TextInput source="state" label="fields.state" fullWidth />
        <TextInput source="zip" label="fields.zip" fullWidth />
      </Stack>
    </SimpleForm>
  );
};
