// RFC 9457 problem details, as the API answers every failure and the client reads them.

/** A translatable message: the client translates the key after 'Locale: ' (spec 8). */
export const localeDetail = (key: string) => `Locale: ${key}`;

/** One field's failed rule: the message's translation key, and its English text. */
export interface FieldErrorDetail {
  field: string;
  key: string;
  message: string;
}

export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  extensions?: { errors?: FieldErrorDetail[] } & Record<string, unknown>;
}
