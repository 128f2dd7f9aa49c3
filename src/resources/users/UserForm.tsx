// The user form of create and edit: the personal fields, then what the user's role needs (an
// Employee's participant record, a Producer's organizations, an Employer Admin's organization).
// It validates with the same schema as the save-user call.
import { useMemo, type ComponentProps } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  FormDataConsumer,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  useRecordContext,
  type SimpleFormProps,
} from 'react-admin';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { saveUserSchema } from '../../domain/schemas/user';
import { labelOf, userEntity } from '../../domain/entities';
import { EntityInputGrid } from '../../components/generated/inputs';
import type { Role } from '../../domain/enums';
import { zodResolver } from '../../components/zodResolver';
import { FormToolbar, RequiredNote } from '../../components/FormActions';
import { useRoleChoices } from './useUserChoices';

/** Linked records arrive as objects ({ id, name }); the inputs hold their ids. */
const toIds = (value: unknown) =>
  Array.isArray(value)
    ? value.map((v) => (v && typeof v === 'object' ? (v as { id: number }).id : v))
    : value;

const BY_NAME = { field: 'name', order: 'ASC' } as const;

const divisionText = (d?: { name: string; employerName: string }) =>
  d ? `${d.employerName} · ${d.name}` : '';

/** A section of the form under its heading: the described inputs, some drawn as `render` says. */
const Section = ({
  section,
  ...grid
}: { section: string } & Omit<ComponentProps<typeof EntityInputGrid>, 'entity' | 'section'>) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle1" color="primary" sx={{ mt: 2 }}>
        {translate(`resources.users.sections.${section}`)}
      </Typography>
      <EntityInputGrid entity={userEntity} section={section} {...grid} />
    </>
  );
};

const ParticipantInputs = () => (
  <Section
    section="participant"
    render={{
      divisionId: (
        <ReferenceInput source="divisionId" reference="divisions" sort={BY_NAME}>
          <AutocompleteInput
            label={labelOf(userEntity, 'divisionId')}
            optionText={divisionText}
            inputText={divisionText}
            isRequired
            fullWidth
          />
        </ReferenceInput>
      ),
    }}
  />
);

const EmployerInputs = ({ role }: { role: 'Producer' | 'EmployerAdmin' }) => (
  <Section
    section="organizations"
    omit={role === 'Producer' ? [] : ['since']}
    render={{
      employers: (
        <ReferenceArrayInput source="employers" reference="organizations" sort={BY_NAME}>
          <AutocompleteArrayInput
            label={labelOf(userEntity, 'employers')}
            isRequired={role === 'EmployerAdmin'}
            fullWidth
          />
        </ReferenceArrayInput>
      ),
    }}
  />
);

/** What the chosen role needs: a participant record, or organizations. */
const RoleInputs = () => (
  <FormDataConsumer<{ role?: Role }>>
    {({ formData: { role } }) =>
      role === 'Employee' ? (
        <ParticipantInputs />
      ) : role === 'Producer' || role === 'EmployerAdmin' ? (
        <EmployerInputs role={role} />
      ) : null
    }
  </FormDataConsumer>
);

export const UserForm = ({
  isEdit,
  onCancel,
  ...props
}: { isEdit?: boolean; onCancel?: () => void } & Omit<SimpleFormProps, 'children'>) => {
  const roles = useRoleChoices();
  const record = useRecordContext();
  // The organization picker holds ids; the record lists the organizations themselves.
  const values = useMemo(
    () => (record ? { ...record, employers: toIds(record.employers) } : undefined),
    [record],
  );
  return (
    <SimpleForm
      record={values}
      mode="all"
      reValidateMode="onChange"
      resolver={zodResolver(saveUserSchema)}
      sanitizeEmptyValues={false}
      // Deleting is done from the list or the detail page, after a confirmation.
      toolbar={<FormToolbar onCancel={onCancel} />}
      {...props}
    >
      <RequiredNote />
      <Section
        section="account"
        render={{
          role: (
            <SelectInput
              source="role"
              label={labelOf(userEntity, 'role')}
              choices={roles}
              disabled={isEdit}
              isRequired
              fullWidth
            />
          ),
        }}
      />
      <EntityInputGrid entity={userEntity} section="personal" />
      <RoleInputs />
    </SimpleForm>
  );
};
