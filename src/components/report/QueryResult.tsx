// What a report shows for a query: the spinner while it loads, the processing error if it
// failed, else its content.
import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import { Loading, useTranslate } from 'react-admin';

export function QueryResult<T>({
  query,
  children,
}: {
  query: { isPending: boolean; error: unknown; data: T | undefined };
  children: (data: T) => ReactNode;
}) {
  const translate = useTranslate();
  if (query.isPending) return <Loading />;
  if (query.error || !query.data) {
    return <Typography color="error">{translate('errors.processing')}</Typography>;
  }
  return <>{children(query.data)}</>;
}
