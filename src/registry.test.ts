import { describe, expect, it } from 'vitest';
import { PORTAL_ROUTES } from './domain/access';
import { iconOf, PAGES } from './registry';

describe('the page registry', () => {
  it('holds only routes of the route table, which says who may open them', () => {
    const paths = PORTAL_ROUTES.map((r) => r.path);
    for (const path of Object.keys(PAGES)) expect(paths).toContain(path);
  });

  it('gives every menu entry an icon', () => {
    for (const route of PORTAL_ROUTES.filter((r) => r.menu)) {
      expect(iconOf(route.path), route.path).toBeDefined();
    }
  });
});
