// GET /api/dashboard: the figures of the caller's scope, one shape for staff, one for employees.
import type { Day, Money } from './common';

export interface StaffDashboard {
  kind: 'staff';
  organizations: number;
  divisions: number;
  participants: number;
  policies: number;
  carriers: number;
}

export interface EmployeeDashboard {
  kind: 'employee';
  policies: number;
  totalPlanValue: Money;
  deathBenefit: Money;
  lastValuationDate: Day | null;
}

export type Dashboard = StaffDashboard | EmployeeDashboard;
