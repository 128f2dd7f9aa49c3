// A participant's policies: number, carrier and status, as react-admin's data table over the
// policies the profile already holds.
import { DataTable, ListContextProvider, useList, useTranslate } from 'react-admin';

export interface PolicySummary {
  id: number;
  policyNumber: string;
  carrierName: string;
  status: string;
}

export const PoliciesTable = ({ policies }: { policies: PolicySummary[] }) => {
  const translate = useTranslate();
  const list = useList({ data: policies });
  return (
    <ListContextProvider value={list}>
      <DataTable<PolicySummary>
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
