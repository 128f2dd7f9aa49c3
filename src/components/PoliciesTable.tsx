// A participant's policies: number, carrier and status, as react-admin's data table over the
// policies the profile already holds.
import { DataTable, ListContextProvider, useList, useTranslate } from 'react-admin';
import type { UserPolicy } from '../domain/api/users';

/** What the table shows of a policy. */
export type PolicySummary = Pick<UserPolicy, 'id' | 'policyNumber' | 'carrierName' | 'status'>;

export const PoliciesTable = ({ policies }: { policies: PolicySummary[] }) => {
  const translate = useTranslate();
  const list = useList({ data: policies });
  return (
    <ListContextProvider value={list}>
      {/* Named resource: outside a <Resource> (my-profile, client-overview) the table asks for one. */}
      <DataTable<PolicySummary>
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
