import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, TextInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { testI18nProvider } from '../../test/renderApp';
import { FormErrorSummary } from './FormErrorSummary';

/** What a refused save leaves in the form: one error per path, as the data provider maps them. */
const Refuse = ({ label, errors }: { label: string; errors: Record<string, string> }) => {
  const { setError } = useFormContext();
  const refuse = () => {
    for (const [path, message] of Object.entries(errors)) {
      setError(path, { type: 'server', message });
    }
  };
  return (
    <button type="button" onClick={refuse}>
      {label}
    </button>
  );
};

describe('the form error summary', { timeout: 60_000 }, () => {
  it('lists, translated, the messages that no input of the form shows, and only those', async () => {
    render(
      <AdminContext i18nProvider={await testI18nProvider()}>
        <Form>
          <FormErrorSummary inputs={new Set(['name', 'divisions.name'])} />
          <TextInput source="name" resource="organizations" />
          <Refuse label="name taken" errors={{ name: 'validation.organizationNameTaken' }} />
          <Refuse
            label="stale division"
            errors={{
              'divisions.0.id': 'validation.invalid',
              'divisions.1.name': 'validation.required',
            }}
          />
        </Form>
      </AdminContext>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'name taken' }));
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'stale division' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('This value is not valid.');
    expect(summary).not.toHaveTextContent('An organization with this name already exists.');
    expect(summary).not.toHaveTextContent('This is a required field.');
  });
});
