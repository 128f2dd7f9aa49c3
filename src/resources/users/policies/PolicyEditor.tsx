// The policy editor: a participant's policy (new, edited, or the new policy of a 1035 exchange)
// with its beneficiaries and allocations, checked with the shared schema on every event. The
// list-wide rules of spec 5 (at least one, a primary, adding up to 100 %) show under their list.
import { Alert, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import type { PolicyDetail } from '../../../domain/api/policies';
import { exchangePolicySchema, policyFieldsSchema } from '../../../domain/schemas/policy';
import { FormActions, RequiredNote } from '../../../components/FormActions';
import { PolicyFieldInputs, type EditorMode } from './PolicyFieldInputs';
import { AllocationsInput, BeneficiariesInput } from './PolicyListInputs';
import { policyResolver } from './policyResolver';
import { DayInput } from '../../../components/DayField';

export type { EditorMode } from './PolicyFieldInputs';

const beneficiariesOf = (policy: PolicyDetail) =>
  policy.beneficiaries.map(({ name, type, percent }) => ({ name, type, percent }));

/** The form's first values: the policy's own when editing; a new policy's otherwise. */
function defaultsOf(mode: EditorMode, clientId: number, policy?: PolicyDetail) {
  if (mode === 'edit' && policy) {
    const { id, policyNumber, carrierId, productId, accountLabel, anniversaryDate, agent } = policy;
    return {
      id,
      clientId,
      policyNumber,
      carrierId,
      productId,
      accountLabel,
      anniversaryDate,
      agent,
      isCoInsured: policy.isCoInsured,
      coInsuredName: policy.coInsuredName,
      coInsuredBirthDay: policy.coInsuredBirthDay,
      status: policy.status,
      statusAppliedAsOf: policy.statusAppliedAsOf,
      isShowPolicy: policy.isShowPolicy,
      beneficiaries: beneficiariesOf(policy),
      allocations: policy.allocations.map(({ investmentId, percent }) => ({
        investmentId,
        percent,
      })),
    };
  }
  return {
    clientId,
    status: 'Active',
    isShowPolicy: true,
    isCoInsured: false,
    agent: policy?.agent ?? null,
    accountLabel: policy?.accountLabel ?? null,
    beneficiaries: policy ? beneficiariesOf(policy) : [{ name: '', type: 'Primary', percent: 100 }],
    allocations: [],
  };
}

const ExchangeDate = () => {
  const translate = useTranslate();
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('resources.policies.exchangeHelp')}
      </Alert>
      <DayInput source="exchangeDate" label="resources.policies.fields.exchangeDate" isRequired />
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
  const number = { number: policy?.policyNumber };
  const title =
    mode === 'create'
      ? translate('resources.policies.create')
      : translate(
          `resources.policies.${mode === 'exchange' ? 'exchangeTitle' : 'editTitle'}`,
          number,
        );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="policy-editor-title">
      <DialogTitle id="policy-editor-title">{title}</DialogTitle>
      <DialogContent>
        <Form
          defaultValues={defaultsOf(mode, clientId, policy)}
          mode="all"
          reValidateMode="onChange"
          resolver={policyResolver(mode === 'exchange' ? exchangePolicySchema : policyFieldsSchema)}
          onSubmit={(values: Record<string, unknown>) => onSubmit(values)}
          noValidate
        >
          <RequiredNote />
          {mode === 'exchange' && <ExchangeDate />}
          <PolicyFieldInputs mode={mode} policy={policy} />
          <BeneficiariesInput />
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
