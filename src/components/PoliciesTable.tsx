// A participant's policies: number, carrier and status.
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UserPolicy } from '../domain/api/users';

/** What the table shows of a policy. */
export type PolicySummary = Pick<UserPolicy, 'id' | 'policyNumber' | 'carrierName' | 'status'>;

export const PoliciesTable = ({ policies }: { policies: PolicySummary[] }) => {
  const translate = useTranslate();
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate('pages.clientOverview.policyNumber')}</TableCell>
          <TableCell>{translate('pages.clientOverview.carrier')}</TableCell>
          <TableCell>{translate('pages.clientOverview.status')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {policies.map((p) => (
          <TableRow key={p.id}>
            <TableCell>{p.policyNumber}</TableCell>
            <TableCell>{p.carrierName}</TableCell>
            <TableCell>{translate(`policyStatus.${p.status}`)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
