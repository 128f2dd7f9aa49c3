import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DocumentRow } from '../../domain/api/documents';
import type { DocumentOwner } from '../../providers/data';
import { fakeDataProvider, renderApp, USERS } from '../../test/renderApp';
import { userDetail } from '../../test/builders';

const doc = (over: Partial<DocumentRow>): DocumentRow => ({
  id: 1,
  documentName: 'Summary Plan Description.pdf',
  documentType: 'PlanDocument',
  clientId: null,
  client: null,
  carrierId: null,
  carrier: null,
  divisionId: 1,
  division: 'Deferred Plan',
  contentType: 'application/pdf',
  size: 2048,
  modified: '2025-01-14T18:00:00.000Z',
  ...over,
});

describe('documents', { timeout: 60_000 }, () => {
  it('shows an employee the three sections, with what will appear in the empty ones, and no upload', async () => {
    const dataProvider = fakeDataProvider({
      getOne: async () => ({ data: userDetail({ id: USERS.Employee.id }) }),
      documents: async (owner: DocumentOwner) => (owner.kind === 'plan' ? [doc({})] : []),
    });
    await renderApp({ role: 'Employee', path: '/documents-resources', dataProvider });
    expect(
      await screen.findByText('Summary Plan Description.pdf', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/Your statements, forms and letters will appear here/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Your policy contracts and your carriers' documents will appear here/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Drop files here to upload them')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(dataProvider.documents).toHaveBeenCalledWith({ kind: 'client', clientId: 12 });
  });

  it('lets an admin delete a participant document only after confirming', async () => {
    const client = doc({
      id: 7,
      documentName: 'Welcome.pdf',
      documentType: 'ClientDocument',
      clientId: 12,
      divisionId: null,
    });
    const dataProvider = fakeDataProvider({
      getOne: async () => ({ data: userDetail() }),
      documents: async (owner: DocumentOwner) => (owner.kind === 'client' ? [client] : []),
      deleteDocument: async () => ({ message: 'Locale: messages.deleted' }),
    });
    await renderApp({ role: 'Admin', path: '/users/5', dataProvider });
    const section = await screen.findByRole('region', { name: 'Documents' }, { timeout: 10_000 });
    expect(within(section).getAllByText('Drop files here to upload them')).toHaveLength(2);
    fireEvent.click(await within(section).findByRole('button', { name: 'Delete: Welcome.pdf' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Welcome.pdf');
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    expect(dataProvider.deleteDocument).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(dataProvider.deleteDocument).toHaveBeenCalledWith(client));
  });
});
