// A participant's policies: number, carrier and status, as react-admin's data table over the
// policies the profile already holds.
import {
  DataTable,
  ListContextProvider,
  useList,
  useTranslate,
  type TranslateFunction,
} from 'react-admin';
import type { UserPolicy } from '../domain/api/users';

/** What the table shows of a policy. */
export type PolicySummary = Pick<
  UserPolicy,
  'id' | 'policyNumber' | 'carrierName' | 'productName' | 'status'
>;

/**
 * The columns of a policy list: number, carrier, product and status, labelled by the keys under
 * `labels` (policyNumber, carrier, product, status).
 */
export const policyColumns = (labels: string, translate: TranslateFunction) => [
  <DataTable.Col key="number" source="policyNumber" label={`${labels}.policyNumber`} disableSort />,
  <DataTable.Col key="carrier" source="carrierName" label={`${labels}.carrier`} disableSort />,
  <DataTable.Col key="product" source="productName" label={`${labels}.product`} disableSort />,
  <DataTable.Col
    key="status"
    source="status"
    label={`${labels}.status`}
    disableSort
    render={(p: PolicySummary) => translate(`policyStatus.${p.status}`)}
  />,
];

export const PoliciesTable = ({ policies }: { policies: PolicySummary[] }) => {
  const translate = useTranslate();
  const list = useList({ data: policies });
  return (
    <ListContextProvider value={list}>
      <DataTable<PolicySummary>
        // Outside a resource page (client overview, profile): name the records it lists.
        resource="policies"
        bulkActionButtons={false}
        rowClick={false}
        hover={false}
        size="small"
      >
        {policyColumns('pages.clientOverview', translate)}
      </DataTable>
    </ListContextProvider>
  );
};
