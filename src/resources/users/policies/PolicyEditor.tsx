// The policy editor: a participant's policy (new, edited, or the new policy of a 1035 exchange)
// with its beneficiaries and allocations, checked with the shared schema on every event. The
// list-wide rules of spec 5 (at least one, a primary, adding up to 100 %) show under their list.
import { Alert, Box, Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  DateInput,
  Form,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useGetList,
  useGetOne,
  useTranslate,
} from 'react-admin';
import { useFormState, useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { CarrierDetail } from '../../../domain/api/carriers';
import type { PolicyDetail } from '../../../domain/api/policies';
import { BENEFICIARY_TYPES } from '../../../domain/enums';
import {
  allocationsSchema,
  beneficiariesSchema,
  exchangePolicySchema,
  policyFieldsSchema,
  SETTABLE_POLICY_STATUSES,
} from '../../../domain/schemas/policy';
import { FormActions, RequiredNote } from '../../../components/FormActions';
import { zodResolver } from '../../../components/zodResolver';

// The add and remove buttons of a row stay visible: a phone has no hover to reveal them.
const ITERATOR_SX = { '& .RaSimpleFormIterator-action': { visibility: 'visible' } };

export type EditorMode = 'create' | 'edit' | 'exchange';

const LISTS: [string, z.ZodType][] = [
  ['beneficiaries', beneficiariesSchema],
  ['allocations', allocationsSchema],
];

/**
 * The shared schema's resolver, with each list's own message (an issue of the whole list) moved
 * to `<list>._list`, where ListMessage shows it once, under the list.
 */
function policyResolver(schema: z.ZodType): Resolver<FieldValues> {
  const base = zodResolver<FieldValues>(schema);
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const errors: Record<string, unknown> = { ...result.errors };
    for (const [list, listSchema] of LISTS) {
      const node = (errors[list] ?? {}) as Record<string, unknown>;
      const { type: _type, message: _message, ...items } = node;
      const parsed = listSchema.safeParse(values[list] ?? []);
      const issue = parsed.success ? undefined : parsed.error.issues.find((i) => !i.path.length);
      const next = issue ? { ...items, _list: { type: 'custom', message: issue.message } } : items;
      if (Object.keys(next).length > 0) errors[list] = next;
      else delete errors[list];
    }
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as never }
      : { values: result.values, errors: {} };
  };
}

/**
 * A list's own message (spec 5), under the list, as soon as the list was changed or a save was
 * tried. Read from the values: react-hook-form keeps only the changed input's error on a change.
 */
const ListMessage = ({ list, schema }: { list: string; schema: z.ZodType }) => {
  const translate = useTranslate();
  const { submitCount, dirtyFields } = useFormState();
  const items: unknown = useWatch({ name: list });
  if (submitCount === 0 && !(dirtyFields as Record<string, unknown>)[list]) return null;
  const parsed = schema.safeParse(items ?? []);
  const message = parsed.success ? undefined : parsed.error.issues.find((i) => !i.path.length);
  if (!message) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid={`${list}-message`}>
      {translate(message.message)}
    </Alert>
  );
};

/** Percentages: the one running total of a list, so the 100 % rule is easy to meet. */
const ListTotal = ({ list }: { list: string }) => {
  const translate = useTranslate();
  const items = (useWatch({ name: list }) ?? []) as { percent?: number | string; type?: string }[];
  const sum = (type?: string) =>
    items
      .filter((i) => !type || i.type === type)
      .reduce((s, i) => s + Math.round(Number(i.percent || 0) * 10000), 0) / 10000;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {list === 'beneficiaries'
        ? translate('resources.policies.beneficiaryTotals', {
            primary: sum('Primary'),
            contingent: sum('Contingent'),
          })
        : translate('resources.policies.allocationTotal', { total: sum() })}
    </Typography>
  );
};

/** The products and investment options of the carrier chosen (fixed when editing). */
function useCarrierOptions(mode: EditorMode, policy?: PolicyDetail) {
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
      <DateInput source="coInsuredBirthDay" label="resources.policies.fields.coInsuredBirthDay" />
    </>
  ) : null;

const AllocationsInput = ({ mode, policy }: { mode: EditorMode; policy?: PolicyDetail }) => {
  const translate = useTranslate();
  const { investments } = useCarrierOptions(mode, policy);
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate('resources.policies.allocations')}
      </Typography>
      <ListTotal list="allocations" />
      <ListMessage list="allocations" schema={allocationsSchema} />
      <ArrayInput source="allocations" label={false}>
        <SimpleFormIterator inline disableReordering disableClear sx={ITERATOR_SX}>
          <SelectInput
            source="investmentId"
            label="resources.policies.fields.investment"
            choices={investments}
            optionText="investmentName"
            isRequired
          />
          <NumberInput source="percent" label="resources.policies.fields.percent" isRequired />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
};

export const PolicyEditor = ({
  mode,
  policy,
  clientId,
  onClose,
  onSubmit,
}: {
  mode: EditorMode;
  /** The policy edited, or the one exchanged. */
  policy?: PolicyDetail;
  clientId: number;
  onClose: () => void;
  onSubmit: (values: Record<string, unknown>) => Promise<Record<string, unknown> | undefined>;
}) => {
  const translate = useTranslate();
  const { data: carriers = [] } = useGetList(
    'carriers',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: mode !== 'edit' },
  );
  const defaults =
    mode === 'edit' && policy
      ? {
          id: policy.id,
          clientId,
          policyNumber: policy.policyNumber,
          carrierId: policy.carrierId,
          productId: policy.productId,
          accountLabel: policy.accountLabel,
          anniversaryDate: policy.anniversaryDate,
          agent: policy.agent,
          isCoInsured: policy.isCoInsured,
          coInsuredName: policy.coInsuredName,
          coInsuredBirthDay: policy.coInsuredBirthDay,
          status: policy.status,
          statusAppliedAsOf: policy.statusAppliedAsOf,
          isShowPolicy: policy.isShowPolicy,
          beneficiaries: policy.beneficiaries.map(({ name, type, percent }) => ({
            name,
            type,
            percent,
          })),
          allocations: policy.allocations.map(({ investmentId, percent }) => ({
            investmentId,
            percent,
          })),
        }
      : {
          clientId,
          status: 'Active',
          isShowPolicy: true,
          isCoInsured: false,
          agent: policy?.agent ?? null,
          accountLabel: policy?.accountLabel ?? null,
          beneficiaries: policy
            ? policy.beneficiaries.map(({ name, type, percent }) => ({ name, type, percent }))
            : [{ name: '', type: 'Primary', percent: 100 }],
          allocations: [],
        };
  const title =
    mode === 'create'
      ? translate('resources.policies.create')
      : mode === 'exchange'
        ? translate('resources.policies.exchangeTitle', { number: policy?.policyNumber })
        : translate('resources.policies.editTitle', { number: policy?.policyNumber });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="policy-editor-title">
      <DialogTitle id="policy-editor-title">{title}</DialogTitle>
      <DialogContent>
        <Form
          defaultValues={defaults}
          mode="all"
          reValidateMode="onChange"
          resolver={policyResolver(mode === 'exchange' ? exchangePolicySchema : policyFieldsSchema)}
          onSubmit={(values: Record<string, unknown>) => onSubmit(values)}
          noValidate
        >
          <RequiredNote />
          {mode === 'exchange' && (
            <>
              <Alert severity="info" sx={{ mb: 2 }}>
                {translate('resources.policies.exchangeHelp')}
              </Alert>
              <DateInput
                source="exchangeDate"
                label="resources.policies.fields.exchangeDate"
                isRequired
              />
            </>
          )}
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              columnGap: 2,
            }}
          >
            <TextInput
              source="policyNumber"
              label="resources.policies.fields.policyNumber"
              isRequired
            />
            {mode === 'edit' ? (
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
            )}
            <ProductInput mode={mode} policy={policy} />
            <TextInput source="accountLabel" label="resources.policies.fields.accountLabel" />
            <DateInput source="anniversaryDate" label="resources.policies.fields.anniversaryDate" />
            <TextInput source="agent" label="resources.policies.fields.agent" />
            <SelectInput
              source="status"
              label="resources.policies.fields.status"
              choices={SETTABLE_POLICY_STATUSES.map((s) => ({ id: s, name: `policyStatus.${s}` }))}
              isRequired
            />
            <DateInput
              source="statusAppliedAsOf"
              label="resources.policies.fields.statusAppliedAsOf"
            />
            <BooleanInput source="isShowPolicy" label="resources.policies.fields.isShowPolicy" />
            <BooleanInput source="isCoInsured" label="resources.policies.fields.isCoInsured" />
            <CoInsuredInputs />
          </Box>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            {translate('resources.policies.beneficiaries')}
          </Typography>
          <ListTotal list="beneficiaries" />
          <ListMessage list="beneficiaries" schema={beneficiariesSchema} />
          <ArrayInput source="beneficiaries" label={false}>
            <SimpleFormIterator inline disableReordering disableClear sx={ITERATOR_SX}>
              <TextInput
                source="name"
                label="resources.policies.fields.beneficiaryName"
                isRequired
              />
              <SelectInput
                source="type"
                label="resources.policies.fields.beneficiaryType"
                choices={BENEFICIARY_TYPES.map((t) => ({
                  id: t,
                  name: `resources.policies.beneficiaryType.${t}`,
                }))}
                isRequired
              />
              <NumberInput source="percent" label="resources.policies.fields.percent" isRequired />
            </SimpleFormIterator>
          </ArrayInput>
          <AllocationsInput mode={mode} policy={policy} />
          <FormActions
            saveLabel={mode === 'exchange' ? 'resources.policies.exchange' : 'ra.action.save'}
            onCancel={onClose}
          />
        </Form>
      </DialogContent>
    </Dialog>
  );
};
