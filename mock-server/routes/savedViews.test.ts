// Saved views of the lists over the API: each person's own views (list, save, rename, delete),
// the rules of a save (name, list's own filters and columns, the per-person limit) and the share
// link, which lets another signed-in person read a view only of a list their role may open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SAVED_VIEWS_PER_USER } from '../../src/domain/schemas/savedViews';
import { queryRows } from '../db/connection';
import {
  call,
  signInEachRole,
  startTestServer,
  type Session,
  type TestServer,
} from '../test/harness';

interface View {
  id: number;
  resource: string;
  name: string;
  shareToken: string;
  filter: Record<string, unknown>;
  sort: { field: string; order: string };
  perPage: number;
  hiddenColumns: string[];
}

const usersView = (over: Record<string, unknown> = {}) => ({
  resource: 'users',
  name: 'Active producers',
  filter: { role: 'Producer', isActive: true, q: 'a' },
  sort: { field: 'email', order: 'DESC' },
  perPage: 10,
  hiddenColumns: ['phoneNumber'],
  ...over,
});

describe('saved views', () => {
  let server: TestServer;
  let admin: Session, producer: Session, employerAdmin: Session, employee: Session;
  const send = (s: Session, method: string, path: string, body?: unknown) =>
    call(server, s.accessToken, method, `/api/saved-views${path}`, body);
  const save = async (s: Session, body: unknown) => {
    const res = await send(s, 'POST', '', body);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as View;
  };
  const mine = async (s: Session, query = '') => {
    const res = await send(s, 'GET', query);
    expect(res.status).toBe(200);
    return (await res.json()) as View[];
  };
  const fieldErrors = async (res: Response) => {
    expect(res.status).toBe(400);
    const body = (await res.json()) as { extensions: { errors: { field: string; key: string }[] } };
    return body.extensions.errors.map((e) => `${e.field} ${e.key}`);
  };

  beforeAll(async () => {
    server = await startTestServer();
    ({ admin, producer, employerAdmin, employee } = await signInEachRole(server));
  });
  afterAll(() => server.close());

  it('saves a view and gives it back, as saved, to its owner alone', async () => {
    const view = await save(admin, usersView());
    expect(view).toMatchObject(usersView());
    expect(view.shareToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await mine(admin, '?resource=users')).toEqual([expect.objectContaining(usersView())]);
    expect(await mine(admin, '?resource=carriers')).toEqual([]);
    // Another person lists none of it, and can neither rename nor delete it.
    expect(await mine(producer)).toEqual([]);
    expect((await send(producer, 'POST', `/${view.id}/rename`, { name: 'Mine now' })).status).toBe(
      404,
    );
    expect((await send(producer, 'DELETE', `/${view.id}`)).status).toBe(404);
    expect((await mine(admin))[0]!.name).toBe('Active producers');
  });

  it('refuses a blank, long or repeated name with the message beside the name', async () => {
    expect(await fieldErrors(await send(admin, 'POST', '', usersView({ name: '   ' })))).toEqual([
      'name validation.required',
    ]);
    expect(
      await fieldErrors(await send(admin, 'POST', '', usersView({ name: 'x'.repeat(81) }))),
    ).toEqual(['name validation.savedViewNameLength']);
    await save(admin, usersView({ name: 'Carter search', filter: { q: 'carter' } }));
    const again = await send(admin, 'POST', '', usersView({ name: 'CARTER search' }));
    expect(await fieldErrors(again)).toEqual(['name validation.savedViewNameTaken']);
    const res = await send(admin, 'POST', '', usersView({ name: 'x'.repeat(81) }));
    expect(
      ((await res.json()) as { extensions: { errors: { message: string }[] } }).extensions,
    ).toMatchObject({ errors: [{ message: "A view's name can have at most 80 characters." }] });
    // The same name on another list is another view.
    await save(admin, {
      resource: 'carriers',
      name: 'Carter search',
      filter: {},
      sort: { field: 'name', order: 'ASC' },
      perPage: 25,
      hiddenColumns: [],
    });
  });

  it('keeps only the list’s own filters, sort keys, page sizes and columns', async () => {
    const errors = await fieldErrors(
      await send(
        admin,
        'POST',
        '',
        usersView({
          name: 'Odd',
          filter: { password: 'x' },
          sort: { field: 'passwordHash', order: 'ASC' },
          hiddenColumns: ['secret'],
        }),
      ),
    );
    expect(errors).toEqual([
      'filter.password validation.invalid',
      'sort.field validation.invalid',
      'hiddenColumns.0 validation.invalid',
    ]);
    expect(await fieldErrors(await send(admin, 'POST', '', usersView({ perPage: 7 })))).toEqual([
      'perPage validation.invalid',
    ]);
    const everyColumn = ['name', 'email', 'phoneNumber', 'role', 'isActive'];
    expect(
      await fieldErrors(
        await send(admin, 'POST', '', usersView({ name: 'Blank', hiddenColumns: everyColumn })),
      ),
    ).toEqual(['hiddenColumns validation.invalid']);
  });

  it('refuses a view of a list the role may not open', async () => {
    const carriers = usersView({ resource: 'carriers', filter: {}, hiddenColumns: [] });
    const res = await send(producer, 'POST', '', {
      ...carriers,
      sort: { field: 'name', order: 'ASC' },
    });
    expect(await fieldErrors(res)).toEqual(['resource validation.invalid']);
    expect(await mine(producer)).toEqual([]);
  });

  it('renames and deletes one’s own view; a deleted view’s link stops working', async () => {
    const view = await save(producer, usersView({ name: 'Week' }));
    const renamed = await send(producer, 'POST', `/${view.id}/rename`, { name: 'This week' });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as View).name).toBe('This week');
    expect((await mine(producer)).map((v) => v.name)).toEqual(['This week']);
    expect(await fieldErrors(await send(producer, 'POST', `/${view.id}/rename`, {}))).toEqual([
      'name validation.required',
    ]);
    expect((await send(producer, 'DELETE', `/${view.id}`)).status).toBe(200);
    expect(await mine(producer)).toEqual([]);
    expect((await send(admin, 'GET', `/shared/${view.shareToken}`)).status).toBe(404);
    expect((await send(producer, 'DELETE', `/${view.id}`)).status).toBe(404);
  });

  it('lets anyone whose role opens the list read a view by its link, without its owner', async () => {
    const view = await save(admin, usersView({ name: 'Shared one' }));
    for (const reader of [producer, employerAdmin]) {
      const res = await send(reader, 'GET', `/shared/${view.shareToken}`);
      expect(res.status).toBe(200);
      const shared = (await res.json()) as Record<string, unknown>;
      expect(shared).toEqual({
        resource: 'users',
        name: 'Shared one',
        filter: view.filter,
        sort: view.sort,
        perPage: view.perPage,
        hiddenColumns: view.hiddenColumns,
      });
    }
    // An employee may not open the users list: the link names nothing for them.
    expect((await send(employee, 'GET', `/shared/${view.shareToken}`)).status).toBe(404);
    // Nor does a token that is not a view's, or not a token at all.
    expect((await send(producer, 'GET', `/shared/${'A'.repeat(32)}`)).status).toBe(404);
    expect((await send(producer, 'GET', '/shared/short')).status).toBe(404);
    // Reading it does not make it the reader's.
    expect(await mine(producer)).toEqual([]);
  });

  it('keeps at most the per-person limit of views, with a message that says so', async () => {
    const [{ n }] = (await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from saved_views where user_id = ${employerAdmin.user.id}`,
    )) as [{ n: number }];
    for (let i = n; i < SAVED_VIEWS_PER_USER; i++) {
      await save(employerAdmin, usersView({ name: `View ${i}` }));
    }
    const res = await send(employerAdmin, 'POST', '', usersView({ name: 'One too many' }));
    expect(res.status).toBe(409);
    expect(((await res.json()) as { detail: string }).detail).toBe('Locale: errors.savedViewLimit');
    expect(await mine(employerAdmin)).toHaveLength(SAVED_VIEWS_PER_USER);
    // Deleting one makes room again.
    const first = (await mine(employerAdmin))[0]!;
    expect((await send(employerAdmin, 'DELETE', `/${first.id}`)).status).toBe(200);
    await save(employerAdmin, usersView({ name: 'One too many' }));
  });
});
