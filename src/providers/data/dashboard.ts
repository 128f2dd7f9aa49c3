// The dashboard area: the figures of the caller's scope.
import type { ApiClient } from '../../api/client';

export type DashboardData =
  | {
      kind: 'staff';
      organizations: number;
      divisions: number;
      participants: number;
      policies: number;
      carriers: number;
    }
  | {
      kind: 'employee';
      policies: number;
      totalPlanValue: string;
      deathBenefit: string;
      lastValuationDate: string | null;
    };

export interface DashboardMethods {
  dashboard(signal?: AbortSignal): Promise<DashboardData>;
}

export const dashboardMethods = (client: ApiClient): DashboardMethods => ({
  dashboard: (signal) => client.json<DashboardData>({ path: '/dashboard', signal }),
});
