import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { ApiClient } from '../../api/client';
import { createDataProvider } from './index';

/** A client over a fake fetch that answers each URL from `answer`, and records the URLs. */
function setUp(answer: (url: URL) => { status: number; body: unknown }) {
  const urls: URL[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://portal.test');
    urls.push(url);
    const { status, body } = answer(url);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  const session = { get: () => ({ accessToken: 'a', refreshToken: 'r' }), save() {}, clear() {} };
  const client = new ApiClient({ fetch: fetch as typeof globalThis.fetch, session });
  const onError = vi.fn();
  client.onError = onError;
  return { dataProvider: createDataProvider(client), urls, onError };
}

const page = (rows: { id: number }[]) => ({
  resultCount: rows.length,
  pageNumber: 1,
  pageSize: 25,
  rows,
});

describe('the portal data provider', () => {
  it('reads many records with one list call that carries their ids', async () => {
    const { dataProvider, urls } = setUp(() => ({ status: 200, body: page([{ id: 3 }, { id: 7 }]) }));
    const { data } = await dataProvider.getMany('organizations', { ids: [3, '7', 3] });
    expect(data.map((r) => r.id)).toEqual([3, 7]);
    expect(urls).toHaveLength(1);
    expect(urls[0]!.pathname).toBe('/api/employers');
    expect(urls[0]!.searchParams.getAll('Ids')).toEqual(['3', '7']);
    expect(urls[0]!.searchParams.get('PageSize')).toBe('2');
  });

  it('asks nothing for no ids (an empty filter would list everything)', async () => {
    const { dataProvider, urls } = setUp(() => ({ status: 200, body: page([{ id: 1 }]) }));
    expect((await dataProvider.getMany('users', { ids: [] })).data).toEqual([]);
    expect(urls).toHaveLength(0);
  });

  it('sends the users list its filters and the search text', async () => {
    const { dataProvider, urls } = setUp(() => ({ status: 200, body: page([]) }));
    await dataProvider.getList('users', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'email', order: 'DESC' },
      filter: { q: ' nora ', role: 'Employee' },
    });
    const query = urls[0]!.searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      SearchText: 'nora',
      Role: 'Employee',
      IsDeleted: 'false',
      PageSize: '10',
      PageNumber: '2',
      'SortCriteria[0].sortKey': 'email',
      'SortCriteria[0].isDescending': 'true',
    });
  });

  it('turns a 404 into react-admin’s not-found, without the global error handler', async () => {
    const { dataProvider, onError } = setUp(() => ({
      status: 404,
      body: { status: 404, title: 'Not Found', detail: 'Locale: errors.notFound' },
    }));
    const failure = await dataProvider.getOne('users', { id: 5 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(404);
    expect(onError).not.toHaveBeenCalled();
  });

  it('still reports any other failure of a read to the global error handler', async () => {
    const { dataProvider, onError } = setUp(() => ({ status: 500, body: {} }));
    await expect(dataProvider.getOne('users', { id: 5 })).rejects.toMatchObject({ status: 500 });
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
