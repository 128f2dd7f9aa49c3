// The low-code claim, held by a test: one field added to an entity description appears in the
// list's columns, its filters and sort, the record's page, the form with its validation message,
// the CSV export, the API's save schema and its JSON schema (what the OpenAPI description shows),
// with no other edit.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { AdminContext, ResourceContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { productEntity, schemaOf, sortKeysOf, type EntityDescription } from '../../domain/entities';
import { requiredText } from '../../domain/schemas/common';
import { V } from '../../domain/validation';
import { fakeAuthProvider, testI18nProvider } from '../../test/renderApp';
import { EntityList } from './EntityList';
import { EntityCreate, EntityShow } from './EntityViews';

/** The products' description with one field more: the product's code, required, 20 at most. */
const withCode: EntityDescription = {
  ...productEntity,
  fields: {
    ...productEntity.fields,
    productCode: {
      type: 'text',
      label: 'Product code',
      schema: requiredText(20),
      required: true,
      list: true,
      sort: true,
      filter: true,
      show: true,
      form: 'details',
      export: true,
    },
  },
};

const ROW = {
  id: 7,
  productName: 'Legacy IUL',
  productCode: 'IUL-7',
  carrierId: 2,
  carrierName: 'Summit Mutual',
  policyCount: 3,
};

function dataProvider(): DataProvider {
  return {
    getList: vi.fn(async () => ({ data: [ROW], total: 1 })),
    getOne: vi.fn(async () => ({ data: ROW })),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(async (_r, { data }) => ({ data: { ...data, id: 8 } })),
    update: vi.fn(),
    updateMany: vi.fn(),
    delete: vi.fn(),
    deleteMany: vi.fn(),
  } as unknown as DataProvider;
}

/** A view of the products resource at a path (a record's page reads its id from the route). */
async function mount(view: React.ReactNode, path = '/products', dp = dataProvider()) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dp}
        authProvider={fakeAuthProvider('Admin')}
        i18nProvider={await testI18nProvider()}
      >
        <ResourceContextProvider value="products">
          <Routes>
            <Route path="/products" element={view} />
            <Route path="/products/create" element={view} />
            <Route path="/products/:id/show" element={view} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return dp;
}

describe('a field added to an entity description', { timeout: 30_000 }, () => {
  it('is a sort key and a rule of the API, and a property of its JSON schema', () => {
    expect(sortKeysOf(withCode)).toContain('productCode');
    const schema = schemaOf(withCode);
    expect(schema.safeParse({ productName: 'A', carrierId: 1, productCode: 'X' }).success).toBe(
      true,
    );
    const refused = schema.safeParse({ productName: 'A', carrierId: 1, productCode: '' });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['productCode', V.required],
    ]);
    const json = z.toJSONSchema(schema, { io: 'input' }) as {
      properties: Record<string, { maxLength?: number }>;
    };
    expect(json.properties.productCode?.maxLength).toBe(20);
  });

  it('is a sortable column of the list, a filter, and asked for by the list call', async () => {
    const dp = await mount(<EntityList entity={withCode} />);
    const header = await screen.findByRole('columnheader', { name: /Product code/ });
    expect(await screen.findByText('IUL-7')).toBeInTheDocument();
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() =>
      expect(dp.getList).toHaveBeenLastCalledWith(
        'products',
        expect.objectContaining({ sort: { field: 'productCode', order: 'ASC' } }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(
      await screen.findByRole('menuitemcheckbox', { name: 'Product code' }),
    ).toBeInTheDocument();
  });

  it('is a column of the CSV export', async () => {
    const created: string[] = [];
    const original = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob) => {
      void blob.text().then((t) => created.push(t));
      return 'blob:test';
    };
    try {
      await mount(<EntityList entity={withCode} />);
      await screen.findByText('IUL-7');
      await userEvent.click(screen.getByRole('button', { name: 'Export' }));
      await waitFor(() => expect(created).toHaveLength(1));
      const [header, row] = created[0]!.split('\r\n');
      expect(header).toBe('Product name,Carrier,Policies,Product code');
      expect(row).toBe('Legacy IUL,Summit Mutual,3,IUL-7');
    } finally {
      URL.createObjectURL = original;
    }
  });

  it('is shown on the record’s page', async () => {
    await mount(<EntityShow entity={withCode} />, '/products/7/show');
    expect(await screen.findByText('Product code')).toBeInTheDocument();
    expect(await screen.findByText('IUL-7')).toBeInTheDocument();
  });

  it('is a required input of the form, refused blank with the rule’s message', async () => {
    const dp = await mount(<EntityCreate entity={withCode} />, '/products/create');
    await userEvent.type(await screen.findByLabelText(/Product name/), 'Survivor GUL');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const code = screen.getByLabelText(/Product code/);
    const control = code.closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(control).findByText('This is a required field.')).toBeInTheDocument();
    // The label carries the required mark.
    expect(control.querySelector('label')?.textContent).toMatch(/Product code\s*\*/);
    expect(dp.create).not.toHaveBeenCalled();
    await userEvent.type(code, 'GUL-1');
    await waitFor(() =>
      expect(within(control).queryByText('This is a required field.')).toBeNull(),
    );
  });
});
