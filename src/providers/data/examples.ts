// The sample calls of spec 7 "Examples" (Admin): what the example pages call.
import type { ApiClient } from '../../api/client';
import type { MessageResult, PagedResult, SavedResult } from '../../domain/api/common';
import type { ExampleEmployee } from '../../domain/api/examples';

export interface ExampleEmail {
  to: string;
  subject: string;
  message: string;
}

/** The personal fields of an employee record that the example saves. */
export type ExampleEmployeeFields = Pick<
  ExampleEmployee,
  'id' | 'firstName' | 'lastName' | 'phoneNumber' | 'dateOfBirth'
>;

export interface ExampleMethods {
  /** The first employees whose name or e-mail contains the text. */
  findExampleEmployees(searchText: string, signal?: AbortSignal): Promise<PagedResult<ExampleEmployee>>;
  /** Saves an employee record's personal fields; form errors come back beside each field. */
  saveExampleEmployee(fields: ExampleEmployeeFields): Promise<SavedResult>;
  /** Puts an e-mail into the outbox (or sends it, with SMTP). */
  sendExampleEmail(email: ExampleEmail): Promise<MessageResult>;
}

export const exampleMethods = (client: ApiClient): ExampleMethods => ({
  findExampleEmployees: (searchText, signal) =>
    client.json<PagedResult<ExampleEmployee>>({
      method: 'POST',
      path: '/examples/findemployees',
      body: { searchText, pageSize: 5 },
      signal,
    }),
  saveExampleEmployee: (fields) =>
    client.json<SavedResult>({
      method: 'POST',
      path: '/examples/employee',
      body: fields,
      silent: true,
    }),
  sendExampleEmail: (email) =>
    client.json<MessageResult>({ method: 'POST', path: '/examples/email', body: email }),
});
