// The sample calls of spec 7 "Examples" (Admin): what the example pages call.
import type { ApiClient } from '../../api/client';
import type { MessageResult } from '../../domain/api/common';

export interface ExampleEmail {
  to: string;
  subject: string;
  message: string;
}

export interface ExampleMethods {
  /** Puts an e-mail into the outbox (or sends it, with SMTP). */
  sendExampleEmail(email: ExampleEmail): Promise<MessageResult>;
}

export const exampleMethods = (client: ApiClient): ExampleMethods => ({
  sendExampleEmail: (email) =>
    client.json<MessageResult>({ method: 'POST', path: '/examples/email', body: email }),
});
