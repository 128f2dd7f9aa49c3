import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeDataProvider, renderApp } from '../../test/renderApp';

describe('dialog examples', { timeout: 60_000 }, () => {
  it('lets an Admin send the example e-mail of the API after confirming', async () => {
    const dataProvider = fakeDataProvider({
      sendExampleEmail: async () => ({ message: 'Locale: pages.examples.api.emailSent' }),
    });
    await renderApp({ role: 'Admin', path: '/dialog-examples', dataProvider });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Send an example e-mail' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/example\.reader@example\.com/)).toBeInTheDocument();
    expect(dataProvider.sendExampleEmail).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('email-outcome')).toHaveTextContent(
      'The e-mail is on its way',
    );
    expect(dataProvider.sendExampleEmail).toHaveBeenCalledWith({
      to: 'example.reader@example.com',
      subject: 'An example e-mail from the Benefits Portal',
      message: expect.stringContaining('POST /api/examples/email'),
    });
  });

  it('sends nothing when the Admin cancels', async () => {
    const dataProvider = fakeDataProvider();
    await renderApp({ role: 'Admin', path: '/dialog-examples', dataProvider });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Send an example e-mail' }, { timeout: 10_000 }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(dataProvider.sendExampleEmail).not.toHaveBeenCalled();
  });

  it('shows a Producer the dialogs without the e-mail', async () => {
    await renderApp({ role: 'Producer', path: '/dialog-examples' });
    await screen.findByText('Irreversible actions ask for confirmation first.', undefined, {
      timeout: 10_000,
    });
    expect(screen.queryByRole('button', { name: 'Send an example e-mail' })).toBeNull();
  });
});
