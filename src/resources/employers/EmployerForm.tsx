// The organization form of create and edit: name, active, the divisions (plans) with their
// producers and employer admins, and the contacts. It validates with the shared
// saveEmployerSchema, so the messages are the API's; the schema's output is the save body.
import { Grid } from '@mui/material';
import {
  AutocompleteArrayInput,
  BooleanInput,
  Loading,
  NumberInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { FormRows } from '../../components/FormRows';
import type { RecordFormProps } from '../../components/PortalForm';
import { saveEmployerSchema } from '../../domain/schemas/employer';
import { RecordForm } from '../RecordForm';
import { CONTACT_INPUTS, emptyContact } from '../../components/contactValues';
import { emptyDivision, toFormValues } from './employerForm';
import type { EmployerDetail } from '../../domain/api/employers';
import { useEmployerAdminChoices, useProducerChoices } from './useLinkChoices';

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
  ...CONTACT_INPUTS,
]);

/** A division's matching contribution and percentage, each with its help. */
const CONTRIBUTIONS = ['matchingContribution', 'percentage'] as const;

type Choices = ReturnType<typeof useProducerChoices>;
type AdminChoices = ReturnType<typeof useEmployerAdminChoices>;

/** A division's people of one kind (producers, employer admins), picked by name. */
const PeopleInput = ({
  source,
  people,
}: {
  source: 'producers' | 'employerAdmins';
  people: { choices: Choices['choices']; setFilter?: (text: string) => void };
}) => (
  <Grid size={half}>
    <AutocompleteArrayInput
      source={source}
      choices={people.choices}
      setFilter={people.setFilter}
      translateChoice={false}
      fullWidth
    />
  </Grid>
);

/** The inputs of one division: its plan, address, contributions, producers and admins. */
const DivisionInputs = ({
  producers,
  employerAdmins,
}: {
  producers: Choices;
  employerAdmins: AdminChoices;
}) => (
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
    {CONTRIBUTIONS.map((field) => (
      <Grid key={field} size={{ xs: 12, md: 6 }}>
        <NumberInput
          source={field}
          label={`fields.${field}`}
          helperText={`fields.${field}Help`}
          fullWidth
        />
      </Grid>
    ))}
    <PeopleInput source="producers" people={producers} />
    <PeopleInput source="employerAdmins" people={employerAdmins} />
  </Grid>
);

export type EmployerFormProps = RecordFormProps<EmployerDetail>;

export const EmployerForm = (props: EmployerFormProps) => {
  const translate = useTranslate();
  const producers = useProducerChoices(props.record);
  const employerAdmins = useEmployerAdminChoices(props.record);
  if (producers.isPending || employerAdmins.isPending) return <Loading />;
  return (
    <RecordForm schema={saveEmployerSchema} toValues={toFormValues} inputs={INPUTS} {...props}>
      <Grid container columnSpacing={2}>
        <Grid size={half}>
          <TextInput source="name" fullWidth isRequired />
        </Grid>
        <Grid size={half} sx={{ display: 'flex', alignItems: 'center' }}>
          <BooleanInput source="isActive" />
        </Grid>
      </Grid>

      <FormRows
        source="divisions"
        title="resources.organizations.sections.divisions"
        divider={false}
        addLabel="resources.organizations.addDivision"
        removeLabel="resources.organizations.removeDivision"
        getItemDefaults={emptyDivision}
        getItemLabel={(index) =>
          translate('resources.organizations.divisionNumber', { number: index + 1 })
        }
      >
        <DivisionInputs producers={producers} employerAdmins={employerAdmins} />
      </FormRows>
      <FormRows
        source="contacts"
        title="resources.organizations.sections.contacts"
        inline
        addLabel="resources.organizations.addContact"
        removeLabel="resources.organizations.removeContact"
        getItemDefaults={emptyContact}
      >
        <TextInput source="firstName" label="fields.firstName" isRequired />
        <TextInput source="lastName" label="fields.lastName" isRequired />
        <TextInput source="position" />
        <TextInput source="phone" />
        <TextInput source="email" label="fields.email" type="email" />
      </FormRows>
    </RecordForm>
  );
};
