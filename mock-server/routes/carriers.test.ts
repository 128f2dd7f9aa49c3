import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/connection';
import { call, signIn, startTestServer, type Session, type TestServer } from '../test/harness';

interface FieldError {
  field: string;
  key: string;
  message: string;
}

describe('carriers, investment options and products', () => {
  let server: TestServer;
  let admin: Session;
  let producer: Session;
  let employerAdmin: Session;
  let employee: Session;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.database.db, query);
  const get = async (session: Session, path: string) => {
    const res = await call(server, session.accessToken, 'GET', path);
    expect(res.status, path).toBe(200);
    return res.json();
  };
  const save = (body: unknown, session = admin) =>
    call(server, session.accessToken, 'POST', '/api/carriers/save-carrier', body);
  /** The carrier's detail as a save body that stores it unchanged (extra fields are ignored). */
  const bodyOf = (carrierId: number) => get(admin, `/api/carriers/${carrierId}`);
  /** The field errors of a refused save. */
  const errorsOf = async (res: Response): Promise<FieldError[]> => {
    expect(res.status).toBe(400);
    const problem = await res.json();
    return problem.extensions.errors;
  };
  const auditRows = (entity: string) =>
    rows<{ action: string; entity_id: string; changes: Record<string, unknown> }>(
      sql`select action, entity_id, changes from audit_log where entity = ${entity} order by id`,
    );

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signIn(server, 'admin@example.com');
    producer = await signIn(server, 'producer@example.com');
    employerAdmin = await signIn(server, 'employer.admin@example.com');
    employee = await signIn(server, 'employee@example.com');
  });
  afterAll(() => server.close());

  it('lists carriers paged, sorted, searched and filtered like plain SQL', async () => {
    const expected = await rows<{ id: number; name: string; city: string; state: string }>(
      sql`select id, name, city, state from carriers order by lower(state) desc, id limit 2`,
    );
    const page = await get(
      admin,
      '/api/carriers?PageSize=2&PageNumber=1&SortCriteria[0].sortKey=state&SortCriteria[0].isDescending=true',
    );
    expect(page).toMatchObject({ resultCount: 3, pageNumber: 1, pageSize: 2 });
    // The row's described fields (a field added to the description adds a property).
    expect(page.rows).toEqual(
      expected.map((c) => expect.objectContaining({ ...c, isActive: true })),
    );

    const search = await get(admin, '/api/carriers?PageSize=10&PageNumber=1&SearchText=milwaukee');
    expect(search.rows.map((r: { name: string }) => r.name)).toEqual([
      'Lakeshore Life & Annuity Company',
    ]);
    const some = await get(admin, '/api/carriers?PageSize=10&PageNumber=1&Ids[]=1&Ids[]=3');
    expect(some.rows.map((r: { id: number }) => r.id).sort()).toEqual([1, 3]);

    await rows(sql`update carriers set is_active = false where id = 2`);
    try {
      const active = await get(admin, '/api/carriers?PageSize=10&PageNumber=1&IsActive=true');
      expect(active.rows.map((r: { id: number }) => r.id).sort()).toEqual([1, 3]);
      const inactive = await get(admin, '/api/carriers?PageSize=10&PageNumber=1&IsActive=false');
      expect(inactive.rows).toEqual([expect.objectContaining({ id: 2, isActive: false })]);
    } finally {
      await rows(sql`update carriers set is_active = true where id = 2`);
    }
    const bad = await call(
      server,
      admin.accessToken,
      'GET',
      '/api/carriers?PageSize=10&PageNumber=1&SortCriteria[0].sortKey=accountNumber',
    );
    expect(bad.status).toBe(400);
  });

  it('gives the full detail with contacts, options and policy counts, the account masked', async () => {
    const detail = await get(admin, '/api/carriers/1');
    const [stored] = await rows<{ account_number: string; routing: string }>(
      sql`select account_number, routing from carriers where id = 1`,
    );
    expect(detail).toMatchObject({
      id: 1,
      name: 'Summit Mutual Life Insurance Company',
      documentUrl: 'https://forms.summitmutual.example.com/service',
      routing: stored!.routing,
      accountNumber: `****${stored!.account_number.slice(-4)}`,
    });
    expect(JSON.stringify(detail)).not.toContain(stored!.account_number);
    const contacts = await rows<{ id: number }>(
      sql`select id from carrier_contacts where carrier_id = 1 order by id`,
    );
    expect(detail.contacts.map((c: { id: number }) => c.id)).toEqual(contacts.map((c) => c.id));

    const investmentCounts = await rows<{ id: number; n: number }>(
      sql`select i.id, (select count(distinct a.policy_id)::int from allocations a where a.investment_id = i.id) as n
          from investments i where i.carrier_id = 1`,
    );
    expect(
      Object.fromEntries(
        detail.investments.map((i: { id: number; policyCount: number }) => [i.id, i.policyCount]),
      ),
    ).toEqual(Object.fromEntries(investmentCounts.map((i) => [i.id, i.n])));
    expect(detail.investments).toContainEqual({
      id: 1,
      investmentName: 'Fixed Account',
      type: 'Fixed',
      carrierId: 1,
      percentage: 3.5,
      policyCount: expect.any(Number),
    });
    const productCounts = await rows<{ id: number; n: number }>(
      sql`select pr.id, (select count(*)::int from policies p where p.product_id = pr.id) as n
          from products pr where pr.carrier_id = 1`,
    );
    expect(
      Object.fromEntries(
        detail.products.map((p: { id: number; policyCount: number }) => [p.id, p.policyCount]),
      ),
    ).toEqual(Object.fromEntries(productCounts.map((p) => [p.id, p.n])));
    expect((await call(server, admin.accessToken, 'GET', '/api/carriers/999999')).status).toBe(404);
  });

  it('reveals the full account number to an Admin only, and writes each reveal to the audit log', async () => {
    const before = (await auditRows('carriers.bankAccount')).length;
    const [stored] = await rows<{ account_number: string }>(
      sql`select account_number from carriers where id = 2`,
    );
    const bank = await get(admin, '/api/carriers/2/bank-account');
    expect(bank).toMatchObject({ carrierId: 2, accountNumber: stored!.account_number });
    const trail = await auditRows('carriers.bankAccount');
    expect(trail).toHaveLength(before + 1);
    expect(trail.at(-1)).toMatchObject({ action: 'reveal', entity_id: '2' });
    expect(JSON.stringify(trail.at(-1)!.changes)).not.toContain(stored!.account_number);
    for (const session of [producer, employerAdmin, employee]) {
      const res = await call(server, session.accessToken, 'GET', '/api/carriers/2/bank-account');
      expect(res.status).toBe(403);
    }
    expect(await auditRows('carriers.bankAccount')).toHaveLength(before + 1);
  });

  it('refuses every carrier, investment and product call to the other roles (403)', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/carriers?PageSize=10&PageNumber=1'],
      ['GET', '/api/carriers/1'],
      ['POST', '/api/carriers/save-carrier', { name: 'X' }],
      ['GET', '/api/investments/1'],
      ['GET', '/api/investments/get-investment-detail?id=1'],
      ['GET', '/api/products/1'],
      ['GET', '/api/products/get-product-detail?id=1'],
    ];
    for (const session of [producer, employerAdmin, employee]) {
      for (const [method, path, body] of calls) {
        const res = await call(server, session.accessToken, method, path, body);
        expect(res.status, `${session.user.role} ${method} ${path}`).toBe(403);
      }
    }
  });

  it('lists a carrier’s investment options and gives one with the allocations to it', async () => {
    const options = await get(admin, '/api/investments/3');
    const ids = await rows<{ id: number }>(
      sql`select id from investments where carrier_id = 3 order by id`,
    );
    expect(options.map((o: { id: number }) => o.id).sort((a: number, b: number) => a - b)).toEqual(
      ids.map((r) => r.id),
    );

    const detail = await get(admin, '/api/investments/get-investment-detail?id=10');
    const expected = await rows<{
      id: number;
      policy_id: number;
      policy_number: string;
      client_name: string;
      percent: number;
    }>(
      sql`select a.id, a.policy_id, p.policy_number, u.first_name || ' ' || u.last_name as client_name,
                 a.percent::float8 as percent
          from allocations a join policies p on p.id = a.policy_id
          join participants c on c.id = p.client_id join users u on u.id = c.user_id
          where a.investment_id = 10 order by p.policy_number, a.id`,
    );
    expect(detail).toMatchObject({
      id: 10,
      investmentName: 'Multi-Index Strategy',
      carrierId: 3,
      carrierName: 'Keystone Heritage Life Insurance Company',
      policyCount: new Set(expected.map((e) => e.policy_id)).size,
    });
    expect(detail.allocations).toEqual(
      expected.map((e) => ({
        id: e.id,
        investmentId: 10,
        carrierId: 3,
        clientName: e.client_name,
        policyId: e.policy_id,
        policyNumber: e.policy_number,
        investmentName: 'Multi-Index Strategy',
        percent: e.percent,
      })),
    );
    const missing = await call(
      server,
      admin.accessToken,
      'GET',
      '/api/investments/get-investment-detail',
    );
    expect(missing.status).toBe(400);
    const unknown = await call(
      server,
      admin.accessToken,
      'GET',
      '/api/investments/get-investment-detail?id=999999',
    );
    expect(unknown.status).toBe(404);
    expect((await call(server, admin.accessToken, 'GET', '/api/investments/999999')).status).toBe(
      404,
    );
  });

  it('lists a carrier’s products and gives one with its policy count', async () => {
    const products = await get(admin, '/api/products/2');
    expect(products.map((p: { productName: string }) => p.productName)).toEqual([
      'Lakeshore Accumulator IUL',
      'Lakeshore Executive VUL',
    ]);
    const [{ n }] = (await rows<{ n: number }>(
      sql`select count(*)::int as n from policies where product_id = 5`,
    )) as [{ n: number }];
    expect(await get(admin, '/api/products/get-product-detail?id=5')).toEqual({
      id: 5,
      productName: 'Lakeshore Executive VUL',
      carrierId: 2,
      carrierName: 'Lakeshore Life & Annuity Company',
      policyCount: n,
    });
    const unknown = await call(
      server,
      admin.accessToken,
      'GET',
      '/api/products/get-product-detail?id=999999',
    );
    expect(unknown.status).toBe(404);
  });

  describe('carrier documents of a participant', () => {
    const carriersOfClient = async (clientId: number) =>
      (
        await rows<{ id: number; name: string; document_url: string | null }>(
          sql`select distinct c.id, c.name, c.document_url from policies p join carriers c on c.id = p.carrier_id
              where p.client_id = ${clientId} order by c.name`,
        )
      ).map((c) => ({ carrierId: c.id, carrierName: c.name, documentUrl: c.document_url }));

    it('gives an employee the carriers of their own policies with the document links', async () => {
      const clientId = employee.user.clientId!;
      const expected = await carriersOfClient(clientId);
      expect(expected.length).toBeGreaterThan(1);
      expect(await get(employee, `/api/carriers/carrier-documents/${clientId}`)).toEqual(expected);
    });

    it('answers 404 for another participant, and the employer admin of the participant the same list', async () => {
      const [other] = await rows<{ id: number }>(
        sql`select id from participants where id <> ${employee.user.clientId} order by id limit 1`,
      );
      const res = await call(
        server,
        employee.accessToken,
        'GET',
        `/api/carriers/carrier-documents/${other!.id}`,
      );
      expect(res.status).toBe(404);
      // Employer admins keep their participants' documents (services/documents), so they read
      // the carriers' links too.
      expect(
        await get(employerAdmin, `/api/carriers/carrier-documents/${employee.user.clientId}`),
      ).toEqual(await carriersOfClient(employee.user.clientId!));
    });

    it('lets staff read participants in their scope only', async () => {
      const employers = (producer.user.employers as { id: number }[]).map((e) => e.id);
      const inside = await rows<{ id: number }>(
        sql`select p.id from participants p join divisions d on d.id = p.division_id
            where d.employer_id in (${sql.join(
              employers.map((id) => sql`${id}`),
              sql`, `,
            )}) order by p.id`,
      );
      const outside = await rows<{ id: number }>(
        sql`select p.id from participants p join divisions d on d.id = p.division_id
            where d.employer_id not in (${sql.join(
              employers.map((id) => sql`${id}`),
              sql`, `,
            )}) order by p.id`,
      );
      const id = inside[0]!.id;
      expect(await get(producer, `/api/carriers/carrier-documents/${id}`)).toEqual(
        await carriersOfClient(id),
      );
      const res = await call(
        server,
        producer.accessToken,
        'GET',
        `/api/carriers/carrier-documents/${outside[0]!.id}`,
      );
      expect(res.status).toBe(404);
      // An Admin reads any participant's.
      expect(await get(admin, `/api/carriers/carrier-documents/${outside[0]!.id}`)).toEqual(
        await carriersOfClient(outside[0]!.id),
      );
    });
  });

  describe('save-carrier', () => {
    const newCarrier = (name: string) => ({
      name,
      city: 'Boston',
      state: 'MA',
      documentUrl: 'https://forms.example.com/carrier',
      routing: '011000015',
      accountNumber: '000123456789',
      contacts: [
        {
          firstName: 'Ada',
          lastName: 'Quill',
          phone: '(555) 123-4567',
          email: 'ada@example.com',
        },
      ],
      investments: [{ investmentName: 'Fixed', type: 'Fixed', percentage: 3.25 }],
      products: [{ productName: 'Term 20' }],
    });

    it('creates a carrier with its lists, answers { id, message } and writes the audit log', async () => {
      const res = await save(newCarrier('Harbor Point Life'));
      expect(res.status).toBe(200);
      const saved = await res.json();
      expect(saved).toEqual({ id: expect.any(Number), message: 'Locale: messages.saved' });
      const detail = await get(admin, `/api/carriers/${saved.id}`);
      expect(detail).toMatchObject({
        name: 'Harbor Point Life',
        city: 'Boston',
        accountNumber: '****6789',
        contacts: [{ firstName: 'Ada', lastName: 'Quill', phone: '(555) 123-4567' }],
        investments: [{ investmentName: 'Fixed', percentage: 3.25, policyCount: 0 }],
        products: [{ productName: 'Term 20', policyCount: 0 }],
      });
      const [stored] = await rows<{ account_number: string }>(
        sql`select account_number from carriers where id = ${saved.id}`,
      );
      expect(stored!.account_number).toBe('000123456789');
      const trail = await auditRows('carriers');
      expect(trail.at(-1)).toMatchObject({ action: 'create', entity_id: String(saved.id) });
      expect(JSON.stringify(trail.at(-1)!.changes)).not.toContain('000123456789');
    });

    it('keeps the stored account number when the masked value comes back unchanged', async () => {
      const body = await bodyOf(1);
      const [before] = await rows<{ account_number: string }>(
        sql`select account_number from carriers where id = 1`,
      );
      const res = await save({ ...body, notes: 'Values file by the 5th.' });
      expect(res.status).toBe(200);
      const [after] = await rows<{ account_number: string; notes: string }>(
        sql`select account_number, notes from carriers where id = 1`,
      );
      expect(after).toEqual({
        account_number: before!.account_number,
        notes: 'Values file by the 5th.',
      });

      // Another masked value names no number the caller was shown.
      const wrong = await save({ ...body, accountNumber: '****0000' });
      expect((await errorsOf(wrong)).map((e) => e.field)).toEqual(['accountNumber']);
      // A new number replaces it.
      expect((await save({ ...body, accountNumber: '55501234' })).status).toBe(200);
      const [replaced] = await rows<{ account_number: string }>(
        sql`select account_number from carriers where id = 1`,
      );
      expect(replaced!.account_number).toBe('55501234');
    });

    it('answers each validation message of spec 5 word for word, at its field', async () => {
      const valid = newCarrier('Validation Life');
      const cases: [unknown, string, string][] = [
        [{ ...valid, name: '  ' }, 'name', 'This is a required field.'],
        [{ ...valid, name: undefined }, 'name', 'This is a required field.'],
        [
          { ...valid, investments: [] },
          'investments',
          'Please create at least one investment option for the carrier.',
        ],
        [
          { ...valid, investments: undefined },
          'investments',
          'Please create at least one investment option for the carrier.',
        ],
        [
          { ...valid, products: [] },
          'products',
          'Please create at least one product option for the carrier.',
        ],
        [
          { ...valid, documentUrl: 'forms.example.com' },
          'documentUrl',
          'Please enter a valid url.',
        ],
        [
          { ...valid, contacts: [{ ...valid.contacts[0], phone: '555-12' }] },
          'contacts.0.phone',
          'This field should be a valid US phone number',
        ],
        [
          { ...valid, contacts: [{ ...valid.contacts[0], email: 'ada@' }] },
          'contacts.0.email',
          'Please enter a valid email address (Ex: name@example.com).',
        ],
        [
          { ...valid, contacts: [{ ...valid.contacts[0], firstName: '' }] },
          'contacts.0.firstName',
          'This is a required field.',
        ],
        [
          { ...valid, investments: [{ investmentName: 'Big', percentage: '10000000000000000' }] },
          'investments.0.percentage',
          'The value must be less than 10,000,000,000,000,000',
        ],
        [
          { ...valid, investments: [{ investmentName: '' }] },
          'investments.0.investmentName',
          'This is a required field.',
        ],
        [{ ...valid, routing: '011000016' }, 'routing', 'Please enter a valid routing number.'],
      ];
      for (const [body, field, message] of cases) {
        const errors = await errorsOf(await save(body));
        expect(errors, field).toContainEqual(expect.objectContaining({ field, message }));
      }
      const count = await rows(sql`select id from carriers where name = 'Validation Life'`);
      expect(count).toEqual([]);
    });

    it('reports a duplicate investment name at the index of each duplicate', async () => {
      const body = {
        ...newCarrier('Duplicate Life'),
        investments: [
          { investmentName: 'Fixed Account' },
          { investmentName: 'Index Account' },
          { investmentName: 'fixed account ' },
        ],
        products: [{ productName: 'UL' }, { productName: 'UL' }],
      };
      const errors = await errorsOf(await save(body));
      expect(errors.filter((e) => e.field.startsWith('investments'))).toEqual([
        {
          field: 'investments.0.investmentName',
          key: 'validation.investmentNameUnique',
          message: 'The Investment Name must be unique.',
        },
        {
          field: 'investments.2.investmentName',
          key: 'validation.investmentNameUnique',
          message: 'The Investment Name must be unique.',
        },
      ]);
      expect(errors.filter((e) => e.field.startsWith('products')).map((e) => e.field)).toEqual([
        'products.0.productName',
        'products.1.productName',
      ]);
    });

    it('lets options and products swap names in one save', async () => {
      const body = await bodyOf(2);
      const [a, b] = body.investments as { id: number; investmentName: string }[];
      const [p, q] = body.products as { id: number; productName: string }[];
      const swapped = {
        ...body,
        investments: body.investments.map((i: { id: number }) =>
          i.id === a!.id
            ? { ...i, investmentName: b!.investmentName }
            : i.id === b!.id
              ? { ...i, investmentName: a!.investmentName }
              : i,
        ),
        products: [
          { ...p, productName: q!.productName },
          { ...q, productName: p!.productName },
        ],
      };
      expect((await save(swapped)).status).toBe(200);
      const names = await rows<{ id: number; investment_name: string }>(
        sql`select id, investment_name from investments where id in (${a!.id}, ${b!.id})`,
      );
      expect(Object.fromEntries(names.map((n) => [n.id, n.investment_name]))).toEqual({
        [a!.id]: b!.investmentName,
        [b!.id]: a!.investmentName,
      });
      const products = await rows<{ id: number; product_name: string }>(
        sql`select id, product_name from products where id in (${p!.id}, ${q!.id})`,
      );
      expect(Object.fromEntries(products.map((n) => [n.id, n.product_name]))).toEqual({
        [p!.id]: q!.productName,
        [q!.id]: p!.productName,
      });
    });

    it('refuses a taken carrier name and another carrier’s option ids, changing nothing', async () => {
      const taken = await save(newCarrier('summit mutual life insurance company'));
      expect(await errorsOf(taken)).toEqual([
        expect.objectContaining({ field: 'name', key: 'validation.carrierNameTaken' }),
      ]);
      const body = await bodyOf(2);
      const stolen = await save({
        ...body,
        investments: [...body.investments, { id: 1, investmentName: 'Fixed Account' }],
      });
      expect((await errorsOf(stolen)).map((e) => e.field)).toEqual([
        `investments.${body.investments.length}.id`,
      ]);
      const [fixed] = await rows<{ carrier_id: number }>(
        sql`select carrier_id from investments where id = 1`,
      );
      expect(fixed!.carrier_id).toBe(1);
    });

    it('asks to confirm removing options that policies use, then removes them with an audit row per change', async () => {
      const body = await bodyOf(3);
      const product = body.products.find((p: { id: number }) => p.id === 8);
      const investment = body.investments.find((i: { id: number }) => i.id === 10);
      const policies = await rows<{ id: number }>(
        sql`select id from policies where product_id = 8 order by id`,
      );
      const allocations = await rows<{ id: number; policy_id: number }>(
        sql`select id, policy_id from allocations where investment_id = 10 order by id`,
      );
      expect(policies.length).toBeGreaterThan(0);
      expect(allocations.length).toBeGreaterThan(0);
      const trimmed = {
        ...body,
        products: body.products.filter((p: { id: number }) => p.id !== 8),
        investments: body.investments.filter((i: { id: number }) => i.id !== 10),
      };

      const conflict = await save(trimmed);
      expect(conflict.status).toBe(409);
      const problem = await conflict.json();
      expect(problem.detail).toBe('Locale: errors.carrierRemovalsInUse');
      expect(problem.extensions).toEqual({
        investments: [
          { id: 10, name: investment.investmentName, policyCount: investment.policyCount },
        ],
        products: [{ id: 8, name: product.productName, policyCount: policies.length }],
      });
      expect(investment.policyCount).toBe(new Set(allocations.map((a) => a.policy_id)).size);
      // Nothing changed.
      expect(
        await rows(sql`select id from allocations where investment_id = 10 order by id`),
      ).toHaveLength(allocations.length);
      expect(await rows(sql`select id from products where id = 8`)).toHaveLength(1);

      const policyAudits = (await auditRows('policies')).length;
      const allocationAudits = (await auditRows('allocations')).length;
      const confirmed = await save({ ...trimmed, confirmRemovals: true });
      expect(confirmed.status).toBe(200);
      const unlinked = await rows<{ product_id: number | null }>(
        sql`select product_id from policies where id in (${sql.join(
          policies.map((p) => sql`${p.id}`),
          sql`, `,
        )})`,
      );
      expect(unlinked.every((p) => p.product_id === null)).toBe(true);
      // The participant's own record says so too.
      const [owner] = await rows<{ user_id: number; policy_number: string }>(
        sql`select pa.user_id, p.policy_number from policies p
            join participants pa on pa.id = p.client_id where p.id = ${policies[0]!.id}`,
      );
      expect((await get(admin, `/api/users/${owner!.user_id}`)).policies).toContainEqual(
        expect.objectContaining({
          policyNumber: owner!.policy_number,
          productId: null,
          productName: null,
        }),
      );
      expect(await rows(sql`select id from allocations where investment_id = 10`)).toEqual([]);
      expect(await rows(sql`select id from investments where id = 10`)).toEqual([]);
      expect(await rows(sql`select id from products where id = 8`)).toEqual([]);

      const policyTrail = (await auditRows('policies')).slice(policyAudits);
      expect(policyTrail.map((r) => Number(r.entity_id)).sort((a, b) => a - b)).toEqual(
        policies.map((p) => p.id),
      );
      expect(policyTrail[0]!.changes).toMatchObject({
        before: { productId: 8 },
        after: { productId: null },
      });
      const allocationTrail = (await auditRows('allocations')).slice(allocationAudits);
      expect(allocationTrail.map((r) => Number(r.entity_id)).sort((a, b) => a - b)).toEqual(
        allocations.map((a) => a.id),
      );
      expect(allocationTrail.every((r) => r.action === 'delete')).toBe(true);

      // Options nobody uses go without a question.
      const after = await bodyOf(3);
      const unused = await save({
        ...after,
        investments: [...after.investments, { investmentName: 'Short-lived' }],
      });
      expect(unused.status).toBe(200);
      const again = await bodyOf(3);
      expect(
        (
          await save({
            ...again,
            investments: again.investments.filter(
              (i: { investmentName: string }) => i.investmentName !== 'Short-lived',
            ),
          })
        ).status,
      ).toBe(200);
    });
  });

  describe('products and investment options as resources of their own', () => {
    type Item = { id: number; carrierId: number; carrierName: string; policyCount: number };
    const ids = (page: { rows: { id: number }[] }) => page.rows.map((r) => r.id);
    const saveItem = (kind: 'product' | 'investment', body: unknown, session = admin) =>
      call(server, session.accessToken, 'POST', `/api/${kind}s/save-${kind}`, body);

    it('lists every carrier’s products paged, sorted, searched and filtered like plain SQL', async () => {
      const expected = await rows<{ id: number }>(
        sql`select p.id from products p join carriers c on c.id = p.carrier_id
            order by lower(c.name) desc, p.id limit 3 offset 3`,
      );
      const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from products`);
      const page = await get(
        admin,
        '/api/products?PageSize=3&PageNumber=2&SortCriteria[0].sortKey=carrierName&SortCriteria[0].isDescending=true',
      );
      expect(page).toMatchObject({ resultCount: n, pageNumber: 2, pageSize: 3 });
      expect(ids(page)).toEqual(expected.map((r) => r.id));

      const byCount = await get(
        admin,
        '/api/products?PageSize=1000&PageNumber=1&SortCriteria[0].sortKey=policyCount&SortCriteria[0].isDescending=true',
      );
      const counts = byCount.rows.map((r: Item) => r.policyCount);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(counts[0]).toBeGreaterThan(0);

      const [carrier] = await rows<{ id: number; name: string }>(
        sql`select id, name from carriers where id = 2`,
      );
      const ofCarrier = await rows<{ id: number }>(
        sql`select id from products where carrier_id = 2 order by lower(product_name), id`,
      );
      const searched = await get(
        admin,
        `/api/products?PageSize=100&PageNumber=1&SearchText=${encodeURIComponent(carrier!.name.slice(0, 8).toUpperCase())}`,
      );
      expect(ids(searched)).toEqual(ofCarrier.map((r) => r.id));
      const filtered = await get(admin, '/api/products?PageSize=100&PageNumber=1&CarrierIds[]=2');
      expect(ids(filtered)).toEqual(ofCarrier.map((r) => r.id));
      const some = await get(
        admin,
        `/api/products?PageSize=100&PageNumber=1&Ids[]=${ofCarrier[0]!.id}&Ids[]=999999`,
      );
      expect(ids(some)).toEqual([ofCarrier[0]!.id]);

      const bad = await call(
        server,
        admin.accessToken,
        'GET',
        '/api/products?PageSize=10&PageNumber=1&SortCriteria[0].sortKey=carrierId',
      );
      expect(bad.status).toBe(400);
    });

    it('gives each product and option row exactly as its one-record read', async () => {
      const products = await get(admin, '/api/products?PageSize=1000&PageNumber=1');
      for (const row of products.rows as Item[]) {
        expect(await get(admin, `/api/products/get-product-detail?id=${row.id}`)).toEqual(row);
      }
      const options = await get(admin, '/api/investments?PageSize=1000&PageNumber=1');
      expect(options.rows.length).toBeGreaterThan(0);
      for (const row of options.rows as Item[]) {
        const { allocations, ...detail } = await get(
          admin,
          `/api/investments/get-investment-detail?id=${row.id}`,
        );
        expect(Array.isArray(allocations)).toBe(true);
        expect(detail).toEqual(row);
      }
    });

    it('lists investment options sorted by each key, searched and filtered', async () => {
      const expected = await rows<{ id: number }>(
        sql`select id from investments order by percentage desc nulls first, id`,
      );
      const page = await get(
        admin,
        '/api/investments?PageSize=1000&PageNumber=1&SortCriteria[0].sortKey=percentage&SortCriteria[0].isDescending=true',
      );
      expect(ids(page)).toEqual(expected.map((r) => r.id));
      for (const key of ['investmentName', 'type', 'carrierName', 'policyCount']) {
        const res = await call(
          server,
          admin.accessToken,
          'GET',
          `/api/investments?PageSize=5&PageNumber=1&SortCriteria[0].sortKey=${key}`,
        );
        expect(res.status, key).toBe(200);
      }
      const [option] = await rows<{ id: number; investment_name: string; carrier_id: number }>(
        sql`select id, investment_name, carrier_id from investments order by id limit 1`,
      );
      const searched = await get(
        admin,
        `/api/investments?PageSize=100&PageNumber=1&SearchText=${encodeURIComponent(option!.investment_name)}&CarrierIds[]=${option!.carrier_id}`,
      );
      expect(ids(searched)).toContain(option!.id);
      for (const r of searched.rows as (Item & { investmentName: string })[]) {
        expect(r.carrierId).toBe(option!.carrier_id);
      }
      const none = await get(
        admin,
        `/api/investments?PageSize=100&PageNumber=1&Ids[]=${option!.id}&CarrierIds[]=${option!.carrier_id + 1000}`,
      );
      expect(none).toMatchObject({ resultCount: 0, rows: [] });
    });

    it('creates and updates a product on its own, audited, its name unique within the carrier', async () => {
      const created = await saveItem('product', { productName: 'Stand-alone Term', carrierId: 1 });
      expect(created.status).toBe(200);
      const { id, message } = await created.json();
      expect(message).toBe('Locale: messages.saved');
      expect(await get(admin, `/api/products/get-product-detail?id=${id}`)).toMatchObject({
        id,
        productName: 'Stand-alone Term',
        carrierId: 1,
        policyCount: 0,
      });

      const renamed = await saveItem('product', { id, productName: 'Term Plus', carrierId: 1 });
      expect(await renamed.json()).toEqual({ id, message: 'Locale: messages.saved' });
      const listed = await get(admin, `/api/products?PageSize=10&PageNumber=1&Ids[]=${id}`);
      expect(listed.rows).toEqual([expect.objectContaining({ id, productName: 'Term Plus' })]);
      const trail = (await auditRows('products')).filter((r) => r.entity_id === String(id));
      expect(trail.map((r) => r.action)).toEqual(['create', 'update']);
      expect(trail[1]!.changes).toEqual({
        before: { productName: 'Stand-alone Term' },
        after: { productName: 'Term Plus' },
      });

      // The name of another product of carrier 1, in other letters: refused at productName.
      const [other] = await rows<{ product_name: string }>(
        sql`select product_name from products where carrier_id = 1 and id <> ${id} limit 1`,
      );
      const before = await rows(sql`select * from products order by id`);
      const taken = await saveItem('product', {
        id,
        productName: other!.product_name.toUpperCase(),
        carrierId: 1,
      });
      expect(await errorsOf(taken)).toEqual([
        expect.objectContaining({ field: 'productName', key: 'validation.productNameUnique' }),
      ]);
      const takenNew = await saveItem('product', {
        productName: other!.product_name,
        carrierId: 1,
      });
      expect((await errorsOf(takenNew))[0]).toMatchObject({ field: 'productName' });
      // The same name under another carrier is free.
      const elsewhere = await saveItem('product', { productName: 'Term Plus', carrierId: 2 });
      expect(elsewhere.status).toBe(200);
      const afterFree = await rows(
        sql`select * from products where id <> ${(await elsewhere.json()).id} order by id`,
      );
      expect(afterFree).toEqual(before);
    });

    it('refuses an unknown carrier, a change of carrier, an unknown id and a blank name, changing nothing', async () => {
      const before = await rows(sql`select * from products order by id`);
      const [product] = await rows<{ id: number; carrier_id: number }>(
        sql`select id, carrier_id from products order by id limit 1`,
      );
      const unknown = await saveItem('product', { productName: 'Orphan', carrierId: 999999 });
      expect((await errorsOf(unknown)).map((e) => e.field)).toEqual(['carrierId']);
      const moved = await saveItem('product', {
        id: product!.id,
        productName: 'Moved',
        carrierId: product!.carrier_id === 1 ? 2 : 1,
      });
      expect((await errorsOf(moved)).map((e) => e.field)).toEqual(['carrierId']);
      const missing = await saveItem('product', { id: 999999, productName: 'Ghost', carrierId: 1 });
      expect(missing.status).toBe(404);
      const blank = await saveItem('product', { productName: ' ', carrierId: 1 });
      expect(await errorsOf(blank)).toEqual([
        expect.objectContaining({ field: 'productName', key: 'validation.required' }),
      ]);
      expect(await rows(sql`select * from products order by id`)).toEqual(before);
    });

    it('creates and updates an investment option with its rules, the same way', async () => {
      const created = await saveItem('investment', {
        investmentName: 'Balanced Index',
        type: 'Indexed',
        percentage: 4.5,
        carrierId: 3,
      });
      expect(created.status).toBe(200);
      const { id } = await created.json();
      const [row] = (await get(admin, `/api/investments?PageSize=10&PageNumber=1&Ids[]=${id}`))
        .rows;
      expect(row).toMatchObject({
        id,
        investmentName: 'Balanced Index',
        type: 'Indexed',
        percentage: 4.5,
        carrierId: 3,
        policyCount: 0,
      });
      const updated = await saveItem('investment', {
        id,
        investmentName: 'Balanced Index II',
        percentage: 5,
        carrierId: 3,
      });
      expect(updated.status).toBe(200);
      expect(await get(admin, `/api/investments/get-investment-detail?id=${id}`)).toMatchObject({
        investmentName: 'Balanced Index II',
        type: null,
        percentage: 5,
      });
      const before = await rows(sql`select * from investments order by id`);
      const [other] = await rows<{ investment_name: string }>(
        sql`select investment_name from investments where carrier_id = 3 and id <> ${id} limit 1`,
      );
      const taken = await saveItem('investment', {
        id,
        investmentName: other!.investment_name,
        carrierId: 3,
      });
      expect(await errorsOf(taken)).toEqual([
        expect.objectContaining({
          field: 'investmentName',
          key: 'validation.investmentNameUnique',
        }),
      ]);
      const badRate = await saveItem('investment', {
        investmentName: 'Negative',
        percentage: -1,
        carrierId: 3,
      });
      expect((await errorsOf(badRate)).map((e) => e.field)).toEqual(['percentage']);
      expect(await rows(sql`select * from investments order by id`)).toEqual(before);
    });

    it('keeps the lists and saves to Admins', async () => {
      for (const session of [producer, employerAdmin, employee]) {
        for (const [method, path, body] of [
          ['GET', '/api/products?PageSize=10&PageNumber=1'],
          ['GET', '/api/investments?PageSize=10&PageNumber=1'],
          ['POST', '/api/products/save-product', { productName: 'X', carrierId: 1 }],
          ['POST', '/api/investments/save-investment', { investmentName: 'X', carrierId: 1 }],
        ] as [string, string, unknown?][]) {
          const res = await call(server, session.accessToken, method, path, body);
          expect(res.status, `${session.user.role} ${method} ${path}`).toBe(403);
        }
      }
    });
  });
});
