// The react-query client of the portal. A refusal (4xx: not found, out of scope, invalid) is
// final, so it is shown at once instead of after three retries; other failures retry twice.
import { QueryClient } from '@tanstack/react-query';

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error
    ? Number((error as { status: unknown }).status)
    : undefined;

export const isRefusal = (error: unknown) => {
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500;
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: (failures, error) => !isRefusal(error) && failures < 2 },
    },
  });
}
