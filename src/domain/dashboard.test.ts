import { describe, expect, it } from 'vitest';
import { changePath, hasWork, workPath } from './dashboard';
import type { RecentChange, WorkKey } from './api/dashboard';

const change = (c: Partial<RecentChange>): RecentChange => ({
  id: 1,
  at: '2026-11-27T10:00:00.000Z',
  actorName: 'Avery Collins',
  action: 'update',
  entity: 'users',
  entityId: '7',
  recordName: 'Emily Carter',
  userId: null,
  ...c,
});

describe('dashboard links', () => {
  it('gives no role a count whose list it cannot open', () => {
    const keys: WorkKey[] = ['unpublishedFiles', 'failedImports', 'afrMissingMonths'];
    for (const key of keys) {
      expect(hasWork('Admin', key)).toBe(true);
      expect(hasWork('Producer', key)).toBe(false);
      expect(hasWork('EmployerAdmin', key)).toBe(false);
    }
    // Policy health is a Producer's screen, not an Employer Admin's.
    expect(hasWork('Producer', 'flaggedPolicies')).toBe(true);
    expect(hasWork('EmployerAdmin', 'flaggedPolicies')).toBe(false);
    expect(hasWork('Employee', 'unreadDocuments')).toBe(false);
  });

  it('opens each list filtered to the counted records', () => {
    const path = workPath({ key: 'recentDocuments', count: 3, since: '2026-11-20' });
    const url = new URL(path, 'http://portal');
    expect(url.pathname).toBe('/documents');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ modifiedSince: '2026-11-20' });
    expect(workPath({ key: 'afrMissingMonths', count: 12, year: 2025 })).toBe(
      '/afr-entry?year=2025',
    );
  });

  it('links a change to its record while it exists', () => {
    expect(changePath(change({}))).toBe('/users/7');
    expect(changePath(change({ entity: 'policies', entityId: '3', userId: 4 }))).toBe(
      '/users/4?policy=3',
    );
    expect(changePath(change({ recordName: null }))).toBeNull();
    expect(changePath(change({ entity: 'allocations' }))).toBeNull();
  });
});
