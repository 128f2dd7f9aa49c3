// Reads one of the dataProvider's own calls (dashboard, active producers, …) through react-query,
// so those reads share react-admin's cache, loading states and retries.
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from './index';

export function usePortalQuery<T>(
  key: readonly unknown[],
  read: (dataProvider: PortalDataProvider, signal: AbortSignal) => Promise<T>,
  options: Omit<UseQueryOptions<T>, 'queryKey' | 'queryFn'> = {},
) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery<T>({
    queryKey: ['portal', ...key],
    queryFn: ({ signal }) => read(dataProvider, signal),
    ...options,
  });
}
