import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Role } from '../domain/enums';
import { renderApp } from '../test/renderApp';

// Each test mounts the whole portal; the first one also loads its code.
describe('the menu', { timeout: 60_000 }, () => {
  it.each<[Role, string[]]>([
    [
      'Admin',
      ['Users', 'Organizations', 'Carriers', 'Import Files', 'AFR Entry', 'Accounts Receivable'],
    ],
    ['Producer', ['Users', 'Organizations']],
    ['EmployerAdmin', ['Users', 'Accounts Receivable']],
    ['Employee', ['Client Overview', 'Plan Contributions', 'Documents & Resources']],
  ])('shows a signed-in %s their entries, in order, each with its icon', async (role, expected) => {
    await renderApp({ role, path: '/my-profile' });
    // The frame stands while the session is checked; its menu is replaced once the role is known.
    await waitFor(
      () => within(screen.getByRole('navigation', { name: 'Main menu' })).getByText(expected[0]!),
      { timeout: 10_000 },
    );
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const items = within(nav)
      .getAllByRole('menuitem')
      .filter((item) => item.closest('.portal-main-menu'));
    expect(items.map((item) => item.textContent)).toEqual(expected);
    for (const item of items) expect(item.querySelector('svg')).not.toBeNull();
  });
});
