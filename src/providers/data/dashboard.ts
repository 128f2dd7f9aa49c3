// The dashboard area: the figures of the caller's scope.
import type { ApiClient } from '../../api/client';
import type { Dashboard as DashboardData } from '../../domain/api/dashboard';

export type { DashboardData };

export interface DashboardMethods {
  dashboard(signal?: AbortSignal): Promise<DashboardData>;
}

export const dashboardMethods = (client: ApiClient): DashboardMethods => ({
  dashboard: (signal) => client.json<DashboardData>({ path: '/dashboard', signal }),
});
