// Bad input against every route of the registry, as every role and signed out: wrong types,
// missing fields, 1 MiB strings, control characters, prototype names, out-of-range ids and dates,
// unknown sort keys, huge pages, malformed JSON and multipart. Then, to every route that takes
// that kind of input: lone UTF-16 surrogates in each text field, key and query, malformed
// uploads (broken boundary, cut-off body, NUL in a file name or field), line breaks and control
// characters in each text field (the header-bound ones among them), and web addresses too long
// or not http(s). No answer may be a 5xx, every refusal is problem details, and no table or
// stored file changes. Routes come from apiRoutes(), so a route
// added later is fuzzed without an edit here; generation is seeded (FUZZ_SEED) to reproduce.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ROLES, type Role } from '../../src/domain/enums';
import { apiRoutes } from '../app';
import type { ApiRoute } from '../http/routes';
import {
  BAD_URLS,
  HEADER_BREAKERS,
  LONE_SURROGATES,
  bodyWithText,
  filesUnder,
  hasTextField,
  isUrlField,
  jsonBodySchema,
  malformedUploads,
  multipartFields,
} from './badInput';
import { tableChecksums } from './checksums';
import { signIn, startTestServer, type TestServer } from './harness';

const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
/** Generated bodies and queries per route and caller, on top of the fixed classes. */
const GENERATED = 3;
/** Requests in flight at once: enough to keep the server busy on two cores. */
const PARALLEL = 8;

const MIB = 1024 * 1024;
const HUGE = 'x'.repeat(MIB);
/** Just under the body limit once quoted and wrapped, so it reaches the schemas. */
const LARGE = 'y'.repeat(MIB - 200);

/** Values no field should store or pass to the database. */
const BAD_VALUES: unknown[] = [
  2 ** 31,
  2 ** 53,
  -1,
  0,
  1.5,
  '2147483648',
  '0000-01-01',
  '9999-12-31',
  '2025-02-30',
  'nul\u0000here',
  'ctl\u0001\u001b[31m\u007f',
  '__proto__',
  'constructor',
  'toString',
  '',
  ' ',
  true,
  null,
  [],
  {},
  [2 ** 31],
  [{ id: 2 ** 31 }],
  { id: 2 ** 53 },
  { __proto__: { admin: true } },
];

/**
 * Field names the API reads, and names it should ignore. A new route's own fields still get
 * the generated junk bodies; these make the common ones hit their checks.
 */
const FIELDS = [
  'id',
  'name',
  'email',
  'userEmail',
  'password',
  'token',
  'refreshToken',
  'accessToken',
  'resetPassword',
  'firstName',
  'lastName',
  'phoneNumber',
  'role',
  'isActive',
  'isDeleted',
  'dateOfBirth',
  'planEnrollmentDate',
  'since',
  'divisionId',
  'divisions',
  'employers',
  'employerId',
  'employerIds',
  'producerId',
  'userIds',
  'ids',
  'contacts',
  'producers',
  'employerAdmins',
  'newEmployersProducers',
  'sortCriteria',
  'pageSize',
  'pageNumber',
  'searchText',
  '__proto__',
  'constructor',
  'toString',
];

/** Query-string forms of the bad values (lists read PascalCase names, any case works). */
const BAD_QUERIES = [
  'PageSize=1000000&PageNumber=1',
  'PageSize=9007199254740993&PageNumber=1',
  'PageSize=10&PageNumber=9007199254740993',
  'PageSize=10&PageNumber=2147483648',
  'PageSize=-1&PageNumber=0',
  'PageSize=1e309&PageNumber=1e309',
  'PageSize=10&PageNumber=1&SortCriteria[0].sortKey=__proto__',
  'PageSize=10&PageNumber=1&SortCriteria[0].sortKey=constructor&SortCriteria[0].isDescending=x',
  'PageSize=10&PageNumber=1&SortCriteria[99].sortKey=name',
  'PageSize=10&PageNumber=1&SortCriteria[0].sortKey=name;drop table users',
  'PageSize=10&PageNumber=1&IsDeleted=maybe&IsActive=2',
  'PageSize=10&PageNumber=1&Role=Superuser',
  `PageSize=10&PageNumber=1&SearchText=${'z'.repeat(5000)}`,
  'PageSize=10&PageNumber=1&SearchText=%00',
  'PageSize=10&PageNumber=1&SearchText=%01%1b',
  '__proto__[x]=1&constructor=1&toString=1',
  'PageSize[__proto__]=1',
  'userEmail=%00&token=constructor',
  'userEmail=__proto__@example.com',
  ...['UserIds', 'EmployerIds', 'Ids', 'EmployerId', 'DivisionId', 'ProducerId'].flatMap((k) => [
    `PageSize=10&PageNumber=1&${k}=2147483648`,
    `PageSize=10&PageNumber=1&${k}=9000000000000000`,
    `PageSize=10&PageNumber=1&${k}=-1`,
    `PageSize=10&PageNumber=1&${k}=1e309`,
    `PageSize=10&PageNumber=1&${k}[]=1&${k}[]=__proto__`,
  ]),
];

/** Path parameters that name no record, or are no id at all. */
const BAD_IDS = [
  '2147483648',
  '9007199254740992',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  '1e309',
  '__proto__',
  'constructor',
  'toString',
  '%00',
  '%01',
  'x'.repeat(4000),
];

interface FuzzRequest {
  label: string;
  method: string;
  path: string;
  contentType?: string;
  body?: string | Uint8Array<ArrayBuffer>;
}

/**
 * A body over the limit is refused with 413 as soon as the limit is passed; the server then
 * closes the connection, so a client still sending may see the reset instead of the answer.
 */
const OVER_LIMIT = 'over 1 MiB';

const fill = (path: string, id: string) => path.replace(/:\w+/g, id);

/** A seeded JSON value of junk: nested objects of known and unknown names and bad values. */
const junk = (): fc.Arbitrary<unknown> =>
  fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom(...BAD_VALUES),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.integer(),
      fc.double(),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(fc.constantFrom(...FIELDS), tie('value'), { maxKeys: 6 }),
    ),
  })).value;

const bodyOf = (value: unknown) =>
  // JSON cannot say 1e309 or -0; write them in by hand where asked.
  JSON.stringify(value).replaceAll('"__inf__"', '1e309');

/** `k` items of `list`, chosen by the seed: each caller gets its own share of the classes. */
const pick = <T>(list: readonly T[], k: number, seed: number): T[] =>
  k >= list.length
    ? [...list]
    : fc.sample(fc.shuffledSubarray([...list], { minLength: k, maxLength: k }), {
        seed,
        numRuns: 1,
      })[0]!;

const NUMERIC_AND_DATES = [
  2 ** 31,
  2 ** 53,
  -1,
  '__inf__',
  '0000-01-01',
  '9999-12-31',
  '2025-02-30',
];

/**
 * The requests for one route and caller: a seeded share of each bad-input class (over the five
 * callers every class reaches every route), then generated junk. `full` is for a caller whose
 * calls reach the route's checks; the others (signed out on a signed-in route) get only what is
 * read before authentication: the path and the raw body.
 */
function requestsFor(route: ApiRoute, ownId: string, seed: number, full: boolean): FuzzRequest[] {
  const hasParams = route.path.includes('/:');
  const out: FuzzRequest[] = [];
  const badPaths = hasParams
    ? pick(BAD_IDS, full ? 3 : 1, seed).map((id) => `/api${fill(route.path, id)}`)
    : [`/api${route.path}`];
  const firstPath = badPaths[0]!;
  const raw = (label: string, contentType: string, body: string) =>
    out.push({ label, method: route.method, path: firstPath, contentType, body });
  for (const p of badPaths) out.push({ label: 'bad id', method: route.method, path: p });
  if (route.method !== 'GET') {
    raw('malformed JSON', 'application/json', '{"name": "x", ');
    raw(
      'malformed multipart',
      'multipart/form-data; boundary=----fuzz',
      '------fuzz\r\nContent-Disposition: form-data; name="file"; filename="../../x"\r\n\r\nabc',
    );
    raw(OVER_LIMIT, 'application/json', bodyOf({ name: HUGE }));
  }
  if (!full) return out;
  out.push(...hardeningRequests(route, firstPath));

  if (route.method === 'GET') {
    // Reads also name a real record, with bad queries.
    const target = hasParams ? `/api${fill(route.path, ownId)}` : firstPath;
    for (const q of pick(BAD_QUERIES, 10, seed)) {
      out.push({ label: `query ${q.slice(0, 60)}`, method: 'GET', path: `${target}?${q}` });
    }
    const generated = fc.sample(
      fc.dictionary(
        fc.constantFrom(...FIELDS.map((f) => f.charAt(0).toUpperCase() + f.slice(1))),
        fc.oneof(
          fc.constantFrom('2147483648', '-1', '1e309', '__proto__', '0000-01-01', '\u0000'),
          fc.string({ maxLength: 20 }),
        ),
        { maxKeys: 5 },
      ),
      { seed, numRuns: GENERATED },
    );
    for (const q of generated) {
      const params = new URLSearchParams(q as Record<string, string>).toString();
      out.push({ label: `generated query ${params}`, method: 'GET', path: `${target}?${params}` });
    }
    return out;
  }
  // Writes name only records that do not exist, so that no call can rightly change anything.
  const json = (label: string, value: unknown) => raw(label, 'application/json', bodyOf(value));
  json('missing fields', {});
  json(
    ...pick<[string, unknown]>(
      [
        ['wrong type: array', [1, 2]],
        ['wrong type: string', 'text'],
        ['wrong type: number', 2 ** 31],
        ['1e309', '__inf__'],
        [
          'prototype keys',
          JSON.parse('{"__proto__":{"role":"Admin"},"constructor":{"prototype":{}}}'),
        ],
        ['1 MiB strings', { name: LARGE, email: LARGE, password: LARGE, token: LARGE }],
      ],
      1,
      seed,
    )[0]!,
  );
  for (const value of pick(BAD_VALUES, 6, seed)) {
    json(`every field ${JSON.stringify(value)}`, Object.fromEntries(FIELDS.map((f) => [f, value])));
  }
  // One field at a time, so that no other field's check hides this one's.
  for (const field of pick(FIELDS, 10, seed)) {
    const [value] = pick(NUMERIC_AND_DATES, 1, seed + field.length);
    json(`${field}: ${JSON.stringify(value)}`, { [field]: value });
  }
  fc.sample(junk(), { seed, numRuns: GENERATED }).forEach((value, i) =>
    json(`generated body ${i}`, value),
  );
  return out;
}

/**
 * The classes of the second hardening round, each sent to every route that takes that kind of
 * input: a query string (CESU-8 and overlong encodings of a surrogate and of NUL), a JSON body
 * (lone surrogates in every text field and in a key; line breaks and control characters in
 * every text field; bad web addresses in every URL field) or an upload (malformed multipart).
 */
function hardeningRequests(route: ApiRoute, path: string): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  const json = (label: string, value: unknown) =>
    out.push({
      label,
      method: route.method,
      path,
      contentType: 'application/json',
      body: JSON.stringify(value),
    });
  if (route.docs?.query) {
    for (const q of ['%ED%A0%80', '%ED%B0%80x', '%C0%80', '%F4%90%80%80', '%FF%FE']) {
      out.push({
        label: `malformed Unicode in the query ${q}`,
        method: route.method,
        path: `${path}?PageSize=10&PageNumber=1&SearchText=${q}&Time=${q}&UserEmail=${q}`,
      });
    }
  }
  const upload = multipartFields(route);
  if (upload) {
    for (const bad of malformedUploads(upload)) {
      out.push({
        method: route.method,
        path,
        contentType: bad.contentType,
        body: bad.body,
        label: `upload: ${bad.label}`,
      });
    }
  }
  const schema = route.method === 'GET' ? undefined : jsonBodySchema(route);
  if (!schema) return out;
  for (const lone of LONE_SURROGATES) {
    json(
      `lone surrogate ${JSON.stringify(lone)} in every text field`,
      bodyWithText(schema, () => lone),
    );
  }
  json('lone surrogate in a key', { [`name${LONE_SURROGATES[0]!}`]: 'x' });
  if (hasTextField(schema)) {
    for (const text of HEADER_BREAKERS) {
      json(
        `control characters ${JSON.stringify(text)} in every text field`,
        bodyWithText(schema, () => text),
      );
    }
  }
  if (hasTextField(schema, isUrlField)) {
    for (const url of BAD_URLS) {
      json(
        `web address ${url.slice(0, 40)}… (${url.length})`,
        bodyWithText(schema, () => url, isUrlField),
      );
    }
  }
  return out;
}

const DEMO: Record<Role, string> = {
  Admin: 'admin@example.com',
  Producer: 'producer@example.com',
  EmployerAdmin: 'employer.admin@example.com',
  Employee: 'employee@example.com',
};

const PROBLEM = 'application/problem+json';
const REFUSED = JSON.stringify({ type: 'about:blank', title: 'Payload Too Large', status: 413 });

interface Answer {
  request: FuzzRequest;
  status: number;
  contentType: string;
  body: string;
}

async function send(server: TestServer, token: string | undefined, r: FuzzRequest) {
  const attempt = () =>
    fetch(`${server.url}${r.path}`, {
      method: r.method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(r.contentType ? { 'content-type': r.contentType } : {}),
      },
      body: r.body,
    });
  // The connection the server closed after refusing an oversized body may have been taken for
  // another request in flight: that one is sent again, as a browser would.
  const res = await attempt()
    .catch(() => (r.label === OVER_LIMIT ? undefined : attempt()))
    .catch(() => (r.label === OVER_LIMIT ? undefined : attempt()));
  if (!res) return { request: r, status: 413, contentType: PROBLEM, body: REFUSED };
  return {
    request: r,
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    body: await res.text(),
  };
}

/** Runs the requests a few at a time and collects every answer. */
async function sendAll(server: TestServer, token: string | undefined, requests: FuzzRequest[]) {
  const answers: Answer[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) answers.push(await send(server, token, requests[next++]!));
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return answers;
}

/** What is wrong with an answer: a 5xx, or a refusal that is not problem details. */
function faultOf(a: Answer): string | undefined {
  const where = `${a.request.method} ${a.request.path.slice(0, 120)} [${a.request.label.slice(0, 80)}]`;
  if (a.status >= 500) return `${where}: ${a.status} ${a.body.slice(0, 200)}`;
  if (a.status < 400) return undefined;
  if (!a.contentType.startsWith('application/problem+json')) {
    return `${where}: ${a.status} as ${a.contentType}`;
  }
  const problem = JSON.parse(a.body) as { type?: unknown; title?: unknown; status?: unknown };
  if (typeof problem.type !== 'string' || typeof problem.title !== 'string') {
    return `${where}: problem without type or title`;
  }
  if (problem.status !== a.status) return `${where}: problem status ${String(problem.status)}`;
  return undefined;
}

const API = apiRoutes();
// Sign-out ends the session of the caller, whatever its body: fuzzed last.
const endsSession = (r: ApiRoute) => r.path === '/auth/logout';
const ORDERED = [...API].sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));

describe('request fuzzing', () => {
  let server: TestServer;
  const tokens = {} as Record<Role, string>;
  const ownIds = {} as Record<Role, string>;
  let checksums: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer({
      // Counting is tested elsewhere; here every request must reach its checks.
      rateLimits: {
        signIn: { max: 1e6, windowMs: 60_000 },
        signInPerAccount: { max: 1e6, windowMs: 60_000 },
        refresh: { max: 1e6, windowMs: 60_000 },
        forgotPassword: { max: 1e6, windowMs: 60_000 },
      },
    });
    for (const role of ROLES) {
      const session = await signIn(server, DEMO[role]);
      tokens[role] = session.accessToken;
      // Reads of a real record name the caller's own user (or the record of that number).
      ownIds[role] = String(session.user.id);
    }
    checksums = await tableChecksums(server.database.db);
  });
  afterAll(() => server.close());

  it('the registry has routes to fuzz', () => {
    expect(API.length).toBeGreaterThan(20);
  });

  const callers = ['anonymous', ...ROLES] as const;
  ORDERED.forEach((route, index) => {
    it(`${route.method} ${route.path}: no 5xx, problem details, no table changed`, async () => {
      const before = checksums;
      const stored = filesUnder(server.storageDir);
      const faults: string[] = [];
      for (const caller of callers) {
        const token = caller === 'anonymous' ? undefined : tokens[caller];
        const full = caller === 'anonymous' ? route.access === 'public' : true;
        const requests = requestsFor(
          route,
          caller === 'anonymous' ? '1' : ownIds[caller]!,
          SEED + index * 10 + callers.indexOf(caller),
          full,
        );
        for (const answer of await sendAll(server, token, requests)) {
          const fault = faultOf(answer);
          if (fault) faults.push(`${caller} ${fault}`);
        }
      }
      // The next route is judged from here, whatever this one did.
      checksums = await tableChecksums(server.database.db);
      expect(faults).toEqual([]);
      expect(checksums).toEqual(before);
      expect(filesUnder(server.storageDir)).toEqual(stored);
    });
  });
});
