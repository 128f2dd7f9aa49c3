// A participant's policies: number, carrier and status, as react-admin's data table over the
// policies the profile already holds.
import { DataTable, ListContextProvider, useList, useTranslate } from 'react-admin';
import type { UserPolicy } from '../domain/api/users';

/** What the table shows of a policy. */
export type PolicySummary = Pick<
  UserPolicy,
  'id' | 'policyNumber' | 'carrierName' | 'productName' | 'status'
>;

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
        <DataTable.Col
          source="policyNumber"
          label="pages.clientOverview.policyNumber"
          disableSort
        />
        <DataTable.Col source="carrierName" label="pages.clientOverview.carrier" disableSort />
        <DataTable.Col source="productName" label="pages.clientOverview.product" disableSort />
        <DataTable.Col
          source="status"
          label="pages.clientOverview.status"
          disableSort
          render={(p) => translate(`policyStatus.${p.status}`)}
        />
      </DataTable>
    </ListContextProvider>
  );
};
