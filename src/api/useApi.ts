// Reads an API call through react-query, so pages share react-admin's cache and loading states.
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { api } from './client';
import type { RequestOptions } from './client';

export function useApi<T>(
  options: RequestOptions,
  queryOptions: Omit<UseQueryOptions<T>, 'queryKey' | 'queryFn'> = {},
) {
  return useQuery<T>({
    queryKey: ['api', options.path, options.pathParams, options.query],
    queryFn: ({ signal }) => api.json<T>({ ...options, signal }),
    ...queryOptions,
  });
}
