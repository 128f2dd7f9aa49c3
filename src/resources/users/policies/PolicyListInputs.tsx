// The two lists of the policy editor, beneficiaries and allocations: each with its running
// total and its own message under it.
import type { ReactNode } from 'react';
import { Alert, Typography } from '@mui/material';
import {
  ArrayInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { PolicyDetail } from '../../../domain/api/policies';
import { BENEFICIARY_TYPES } from '../../../domain/enums';
import { allocationsSchema, beneficiariesSchema } from '../../../domain/schemas/policy';
import { useCarrierOptions, type EditorMode } from './PolicyFieldInputs';

// The add and remove buttons of a row stay visible: a phone has no hover to reveal them.
const ITERATOR_SX = { '& .RaSimpleFormIterator-action': { visibility: 'visible' } };

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

/**
 * One of the two lists: its heading, its running total, its message, and a row of inputs (the
 * children) per item.
 */
const PolicyListInput = ({
  list,
  schema,
  children,
}: {
  list: 'beneficiaries' | 'allocations';
  schema: z.ZodType;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate(`resources.policies.${list}`)}
      </Typography>
      <ListTotal list={list} />
      <ListMessage list={list} schema={schema} />
      <ArrayInput source={list} label={false}>
        <SimpleFormIterator inline disableReordering disableClear sx={ITERATOR_SX}>
          {children}
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
};

export const BeneficiariesInput = () => (
  <PolicyListInput list="beneficiaries" schema={beneficiariesSchema}>
    <TextInput source="name" label="resources.policies.fields.beneficiaryName" isRequired />
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
  </PolicyListInput>
);

export const AllocationsInput = ({ mode, policy }: { mode: EditorMode; policy?: PolicyDetail }) => {
  const { investments } = useCarrierOptions(mode, policy);
  return (
    <PolicyListInput list="allocations" schema={allocationsSchema}>
      <SelectInput
        source="investmentId"
        label="resources.policies.fields.investment"
        choices={investments}
        optionText="investmentName"
        isRequired
      />
      <NumberInput source="percent" label="resources.policies.fields.percent" isRequired />
    </PolicyListInput>
  );
};
