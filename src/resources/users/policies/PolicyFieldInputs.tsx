// The policy editor's own fields: number, carrier (fixed when editing), product, account,
// dates, agent, status, shown or not, and the co-insured.
import { Box } from '@mui/material';
import { BooleanInput, SelectInput, TextInput, useGetList, useGetOne } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { CarrierDetail } from '../../../domain/api/carriers';
import type { PolicyDetail } from '../../../domain/api/policies';
import { SETTABLE_POLICY_STATUSES } from '../../../domain/schemas/policy';
import { DayInput } from '../../../components/DayField';

export type EditorMode = 'create' | 'edit' | 'exchange';

/** The products and investment options of the carrier chosen (fixed when editing). */
export function useCarrierOptions(mode: EditorMode, policy?: PolicyDetail) {
  const carrierId = useWatch({ name: 'carrierId' }) as number | undefined;
  const fixedCarrier = mode === 'edit';
  const { data: carrier } = useGetOne<CarrierDetail & { id: number }>(
    'carriers',
    { id: carrierId ?? 0 },
    { enabled: !fixedCarrier && !!carrierId },
  );
  return {
    products: fixedCarrier ? (policy?.products ?? []) : (carrier?.products ?? []),
    investments: fixedCarrier ? (policy?.investments ?? []) : (carrier?.investments ?? []),
  };
}

const ProductInput = ({ mode, policy }: { mode: EditorMode; policy?: PolicyDetail }) => (
  <SelectInput
    source="productId"
    label="resources.policies.fields.product"
    choices={useCarrierOptions(mode, policy).products}
    optionText="productName"
    emptyText=""
  />
);

/** The co-insured's name and birthday, asked only of a co-insured policy. */
const CoInsuredInputs = () =>
  useWatch({ name: 'isCoInsured' }) ? (
    <>
      <TextInput source="coInsuredName" label="resources.policies.fields.coInsuredName" />
      <DayInput source="coInsuredBirthDay" label="resources.policies.fields.coInsuredBirthDay" />
    </>
  ) : null;

const CarrierInput = ({ mode, policy }: { mode: EditorMode; policy?: PolicyDetail }) => {
  const { data: carriers = [] } = useGetList(
    'carriers',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: mode !== 'edit' },
  );
  return mode === 'edit' ? (
    <TextInput
      source="carrierName"
      label="resources.policies.fields.carrier"
      defaultValue={policy?.carrierName}
      disabled
    />
  ) : (
    <SelectInput
      source="carrierId"
      label="resources.policies.fields.carrier"
      choices={carriers}
      isRequired
    />
  );
};

export const PolicyFieldInputs = ({
  mode,
  policy,
}: {
  mode: EditorMode;
  policy?: PolicyDetail;
}) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
    <TextInput source="policyNumber" label="resources.policies.fields.policyNumber" isRequired />
    <CarrierInput mode={mode} policy={policy} />
    <ProductInput mode={mode} policy={policy} />
    <TextInput source="accountLabel" label="resources.policies.fields.accountLabel" />
    <DayInput source="anniversaryDate" label="resources.policies.fields.anniversaryDate" />
    <TextInput source="agent" label="resources.policies.fields.agent" />
    <SelectInput
      source="status"
      label="resources.policies.fields.status"
      choices={SETTABLE_POLICY_STATUSES.map((s) => ({ id: s, name: `policyStatus.${s}` }))}
      isRequired
    />
    <DayInput source="statusAppliedAsOf" label="resources.policies.fields.statusAppliedAsOf" />
    <BooleanInput source="isShowPolicy" label="resources.policies.fields.isShowPolicy" />
    <BooleanInput source="isCoInsured" label="resources.policies.fields.isCoInsured" />
    <CoInsuredInputs />
  </Box>
);
