// The user form of create and edit: the personal fields, then what the user's role needs (an
// Employee's participant record, a Producer's organizations, an Employer Admin's organization).
// It validates with the same schema as the save-user call.
import { useMemo } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  DateInput,
  FormDataConsumer,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useRecordContext,
  type SimpleFormProps,
} from 'react-admin';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { saveUserSchema } from '../../domain/schemas/user';
import type { Role } from '../../domain/enums';
import { zodResolver } from '../../components/zodResolver';
import { FormToolbar, RequiredNote } from '../../components/FormActions';
import { useRoleChoices, useStatusChoices } from './useUserChoices';

/** Linked records arrive as objects ({ id, name }); the inputs hold their ids. */
const toIds = (value: unknown) =>
  Array.isArray(value)
    ? value.map((v) => (v && typeof v === 'object' ? (v as { id: number }).id : v))
    : value;

const BY_NAME = { field: 'name', order: 'ASC' } as const;

const divisionText = (d?: { name: string; employerName: string }) =>
  d ? `${d.employerName} · ${d.name}` : '';

const Section = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" color="primary" sx={{ mt: 2 }}>
      {translate(title)}
    </Typography>
  );
};

const Row = ({ children }: { children: React.ReactNode }) => (
  <Box
    sx={{
      display: 'flex',
      gap: 2,
      flexWrap: 'wrap',
      width: '100%',
      '& > *': { flex: '1 1 220px' },
    }}
  >
    {children}
  </Box>
);

export const UserForm = ({
  isEdit,
  onCancel,
  ...props
}: { isEdit?: boolean; onCancel?: () => void } & Omit<SimpleFormProps, 'children'>) => {
  const roles = useRoleChoices();
  const statuses = useStatusChoices();
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
      <Section title="resources.users.sections.account" />
      <Row>
        <SelectInput source="role" choices={roles} disabled={isEdit} isRequired />
        <TextInput source="email" label="fields.email" type="email" isRequired />
      </Row>
      <Row>
        <TextInput source="firstName" label="fields.firstName" isRequired />
        <TextInput source="lastName" label="fields.lastName" isRequired />
        <TextInput source="phoneNumber" />
      </Row>
      <Row>
        <DateInput source="dateOfBirth" />
        <TextInput source="address" label="fields.address" />
      </Row>
      <Row>
        <TextInput source="city" label="fields.city" />
        <TextInput source="state" label="fields.state" />
        <TextInput source="zip" label="fields.zip" />
      </Row>
      <TextInput source="notes" multiline minRows={2} fullWidth />
      <FormDataConsumer<{ role?: Role }>>
        {({ formData }) => {
          if (formData.role === 'Employee') {
            return (
              <>
                <Section title="resources.users.sections.participant" />
                <Row>
                  <ReferenceInput source="divisionId" reference="divisions" sort={BY_NAME}>
                    <AutocompleteInput
                      optionText={divisionText}
                      inputText={divisionText}
                      isRequired
                    />
                  </ReferenceInput>
                  <SelectInput source="statusType" choices={statuses} />
                </Row>
                <Row>
                  <TextInput source="clientUniqueId" />
                  <TextInput source="title" />
                  <DateInput source="planEnrollmentDate" />
                </Row>
                <Row>
                  <TextInput
                    source="matchingContribution"
                    label="fields.matchingContribution"
                    helperText="fields.matchingContributionHelp"
                    inputMode="decimal"
                  />
                  <TextInput
                    source="percentage"
                    label="fields.percentage"
                    helperText="fields.percentageHelp"
                    inputMode="decimal"
                  />
                </Row>
                <TextInput source="note" multiline minRows={2} fullWidth />
              </>
            );
          }
          if (formData.role === 'Producer' || formData.role === 'EmployerAdmin') {
            return (
              <>
                <Section title="resources.users.sections.organizations" />
                <Row>
                  <ReferenceArrayInput source="employers" reference="organizations" sort={BY_NAME}>
                    <AutocompleteArrayInput isRequired={formData.role === 'EmployerAdmin'} />
                  </ReferenceArrayInput>
                  {formData.role === 'Producer' && <DateInput source="since" />}
                </Row>
              </>
            );
          }
          return null;
        }}
      </FormDataConsumer>
    </SimpleForm>
  );
};
