// A progress bar at the top of a list while its first page is on its way: react-admin's own
// skeleton appears only after a second, and the content would stay blank until then.
import { LinearProgress } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

export const ListPendingBar = () => {
  const { isPending } = useListContext();
  const translate = useTranslate();
  return isPending ? (
    <LinearProgress aria-label={translate('layout.loading')} data-testid="list-pending" />
  ) : null;
};
