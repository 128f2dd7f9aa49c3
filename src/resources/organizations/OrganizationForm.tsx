// The organization form of create and edit: name, active, the divisions (plans) with their
// producers and employer admins, and the contacts. It validates with the shared
// saveEmployerSchema, so the messages are the API's; the schema's output is the save body.
import type { ReactNode } from 'react';
import AddIcon from '@mui/icons-material/AddCircleOutline';
import { Box, Divider, Grid, Typography } from '@mui/material';
import {
  ArrayInput,
  AutocompleteArrayInput,
  BooleanInput,
  Button,
  Loading,
  NumberInput,
  RemoveItemButton,
  SimpleFormIterator,
  TextInput,
  useSimpleFormIterator,
  useTranslate,
} from 'react-admin';
import { PortalForm } from '../../components/PortalForm';
import { saveEmployerSchema } from '../../domain/schemas/employer';
import { FormErrorSummary } from './FormErrorSummary';
import { emptyContact, emptyDivision, toFormValues } from './organizationForm';
import type { EmployerDetail } from '../../domain/api/employers';
import { useEmployerAdminChoices, useProducerChoices } from './useLinkChoices';

const AddRowButton = ({ label }: { label: string }) => {
  const { add } = useSimpleFormIterator();
  return (
    <Button label={label} onClick={() => add()}>
      <AddIcon />
    </Button>
  );
};

const SectionTitle = ({ children }: { children: ReactNode }) => (
  <Typography variant="subtitle1" component="h2" color="primary" sx={{ mt: 2, fontWeight: 600 }}>
    {children}
  </Typography>
);

const half = { xs: 12, md: 6 };

/** What the inputs below show errors for; anything else goes to the summary. */
const INPUTS = new Set([
  'name',
  'isActive',
  'divisions',
  ...['name', 'planName', 'address', 'city', 'state', 'zipCode'].map((f) => `divisions.${f}`),
  ...['matchingContribution', 'percentage', 'producers', 'employerAdmins'].map(
    (f) => `divisions.${f}`,
  ),
  'contacts',
  ...['firstName', 'lastName', 'position', 'phone', 'email'].map((f) => `contacts.${f}`),
]);

// Rows are removed with a visible button, not one that appears on hover only.
const alwaysShowRemove = {
  '& .RaSimpleFormIterator-action': { visibility: 'visible' },
  '& .RaSimpleFormIterator-line': { py: 1 },
};

export interface OrganizationFormProps {
  /** The organization being edited; none when creating. */
  record?: EmployerDetail;
  defaultValues?: Record<string, unknown>;
  onCancel?: () => void;
}

export const OrganizationForm = ({ record, defaultValues, onCancel }: OrganizationFormProps) => {
  const translate = useTranslate();
  const producers = useProducerChoices(record);
  const employerAdmins = useEmployerAdminChoices(record);
  if (producers.isPending || employerAdmins.isPending) return <Loading />;
  return (
    <Box sx={{ p: 2 }}>
      <PortalForm
        schema={saveEmployerSchema}
        record={record ? toFormValues(record) : undefined}
        defaultValues={defaultValues}
        onCancel={onCancel}
      >
        <FormErrorSummary inputs={INPUTS} />
        <Grid container columnSpacing={2}>
          <Grid size={half}>
            <TextInput source="name" fullWidth isRequired />
          </Grid>
          <Grid size={half} sx={{ display: 'flex', alignItems: 'center' }}>
            <BooleanInput source="isActive" />
          </Grid>
        </Grid>

        <SectionTitle>{translate('resources.organizations.sections.divisions')}</SectionTitle>
        <ArrayInput source="divisions" label={false}>
          <SimpleFormIterator
            fullWidth
            disableReordering
            disableClear
            getItemDefaults={emptyDivision}
            getItemLabel={(index) =>
              translate('resources.organizations.divisionNumber', { number: index + 1 })
            }
            addButton={<AddRowButton label="resources.organizations.addDivision" />}
            removeButton={<RemoveItemButton label="resources.organizations.removeDivision" />}
            sx={alwaysShowRemove}
          >
            <Grid container columnSpacing={2}>
              <Grid size={half}>
                <TextInput source="name" fullWidth isRequired />
              </Grid>
              <Grid size={half}>
                <TextInput source="planName" fullWidth />
              </Grid>
              <Grid size={half}>
                <TextInput source="address" label="fields.address" fullWidth />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 2 }}>
                <TextInput source="city" label="fields.city" fullWidth />
              </Grid>
              <Grid size={{ xs: 6, md: 2 }}>
                <TextInput source="state" label="fields.state" fullWidth />
              </Grid>
              <Grid size={{ xs: 6, md: 2 }}>
                <TextInput source="zipCode" label="fields.zip" fullWidth />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <NumberInput
                  source="matchingContribution"
                  label="fields.matchingContribution"
                  helperText="fields.matchingContributionHelp"
                  fullWidth
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <NumberInput
                  source="percentage"
                  label="fields.percentage"
                  helperText="fields.percentageHelp"
                  fullWidth
                />
              </Grid>
              <Grid size={half}>
                <AutocompleteArrayInput
                  source="producers"
                  choices={producers.choices}
                  translateChoice={false}
                  fullWidth
                />
              </Grid>
              <Grid size={half}>
                <AutocompleteArrayInput
                  source="employerAdmins"
                  choices={employerAdmins.choices}
                  setFilter={employerAdmins.setFilter}
                  translateChoice={false}
                  fullWidth
                />
              </Grid>
            </Grid>
          </SimpleFormIterator>
        </ArrayInput>

        <Divider />
        <SectionTitle>{translate('resources.organizations.sections.contacts')}</SectionTitle>
        <Box>
          <ArrayInput source="contacts" label={false}>
            <SimpleFormIterator
              inline
              fullWidth
              disableReordering
              disableClear
              getItemDefaults={emptyContact}
              addButton={<AddRowButton label="resources.organizations.addContact" />}
              removeButton={<RemoveItemButton label="resources.organizations.removeContact" />}
              sx={alwaysShowRemove}
            >
              <TextInput source="firstName" label="fields.firstName" isRequired />
              <TextInput source="lastName" label="fields.lastName" isRequired />
              <TextInput source="position" />
              <TextInput source="phone" />
              <TextInput source="email" label="fields.email" type="email" />
            </SimpleFormIterator>
          </ArrayInput>
        </Box>
      </PortalForm>
    </Box>
  );
};
