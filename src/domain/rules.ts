// The rules of spec section 5 as plain functions and patterns, without a schema library, so the
// sign-in page stays small; the zod schemas in validation.ts are built on the same rules.
// Messages are translation keys (catalog `portal`, section `validation`).

export const V = {
  required: 'validation.required',
  email: 'validation.email',
  invalidEmail: 'validation.invalidEmail',
  emailRequired: 'validation.emailRequired',
  passwordRequired: 'validation.passwordRequired',
  password: 'validation.password',
  passwordMismatch: 'validation.passwordMismatch',
  numeric: 'validation.numeric',
  amountTooLarge: 'validation.amountTooLarge',
  valueTooLarge: 'validation.valueTooLarge',
  url: 'validation.url',
  usPhone: 'validation.usPhone',
  dateFormat: 'validation.dateFormat',
  endBeforeStart: 'validation.endBeforeStart',
  invalid: 'validation.invalid',
  unstorableText: 'validation.unstorableText',
  lineBreaks: 'validation.lineBreaks',
  urlTooLong: 'validation.urlTooLong',
  emailTaken: 'validation.emailTaken',
  onlyOneOrganization: 'validation.onlyOneOrganization',
  onlyOneDivision: 'validation.onlyOneDivision',
  atLeastOneDivision: 'validation.atLeastOneDivision',
  percentRange: 'validation.percentRange',
  clientUniqueIdTaken: 'validation.clientUniqueIdTaken',
  divisionNameUnique: 'validation.divisionNameUnique',
  organizationNameTaken: 'validation.organizationNameTaken',
  roleLocked: 'validation.roleLocked',
  ownEmailReadOnly: 'validation.ownEmailReadOnly',
  // Carriers
  atLeastOneInvestment: 'validation.atLeastOneInvestment',
  atLeastOneProduct: 'validation.atLeastOneProduct',
  investmentNameUnique: 'validation.investmentNameUnique',
  productNameUnique: 'validation.productNameUnique',
  carrierNameTaken: 'validation.carrierNameTaken',
  routingNumber: 'validation.routingNumber',
  accountNumber: 'validation.accountNumber',
  // AFR entry and receivables
  afrRateRange: 'validation.afrRateRange',
  afrYear: 'validation.afrYear',
  // Policies
  policyNumberUnique: 'validation.policyNumberUnique',
  beneficiaryNameUnique: 'validation.beneficiaryNameUnique',
  atLeastOneBeneficiary: 'validation.atLeastOneBeneficiary',
  atLeastOnePrimary: 'validation.atLeastOnePrimary',
  primaryTotal: 'validation.primaryTotal',
  contingentTotal: 'validation.contingentTotal',
  atLeastOneAllocation: 'validation.atLeastOneAllocation',
  allocationTotal: 'validation.allocationTotal',
  allocationInvestmentUnique: 'validation.allocationInvestmentUnique',
  beneficiaryPercent: 'validation.beneficiaryPercent',
  productOfCarrier: 'validation.productOfCarrier',
  investmentOfCarrier: 'validation.investmentOfCarrier',
  exchangedThroughExchange: 'validation.exchangedThroughExchange',
  duplicateAccumulatedValue: 'validation.duplicateAccumulatedValue',
  duplicateContribution: 'validation.duplicateContribution',
  exchangeAfterHistory: 'validation.exchangeAfterHistory',
  dateAfterToday: 'validation.dateAfterToday',
  // Saved views of the lists
  savedViewNameLength: 'validation.savedViewNameLength',
  savedViewNameTaken: 'validation.savedViewNameTaken',
} as const;

/** Values for the placeholders of messages that have them. */
export const MESSAGE_ARGS: Record<string, Record<string, string>> = {
  [V.email]: { email: 'name@example.com' },
};

/** Amounts and numbers must be less than 10,000,000,000,000,000 (spec 9). */
export const MAX_AMOUNT = 10_000_000_000_000_000n;

/**
 * A regular expression that answers "no match" for input longer than `maxLength` without running
 * the pattern, so its cost is bounded whatever the size of a request. `test` goes through `exec`.
 */
export class BoundedPattern extends RegExp {
  constructor(
    pattern: RegExp,
    readonly maxLength: number,
  ) {
    super(pattern.source, pattern.flags);
  }

  override exec(text: string): RegExpExecArray | null {
    if (String(text).length > this.maxLength) {
      this.lastIndex = 0;
      return null;
    }
    return super.exec(text);
  }
}

/** The longest e-mail address a mail system delivers to (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;

// A pragmatic address check: local@label.label.tld, without blanks, control or invisible format
// characters. Each part's class excludes the separator that ends it (`@`, `.`), so there is only
// one way to match and the pattern runs in linear time; it never sees more than 254 characters.
export const EMAIL_PATTERN = new BoundedPattern(
  /^[^\s@\p{Cc}\p{Cf}]+@(?:[^\s@.\p{Cc}\p{Cf}]+\.)+[^\s@.\p{Cc}\p{Cf}]{2,}$/u,
  MAX_EMAIL_LENGTH,
);

/** At least 8 characters with a lowercase and an uppercase letter, a digit and a symbol. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= 8 &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value) &&
    /[^A-Za-z0-9]/.test(value)
  );
}

/** (555) 123-4567, 555-123-4567, 555.123.4567, 5551234567, optionally +1. */
export const US_PHONE_PATTERN = new BoundedPattern(
  /^(\+?1[\s.-]?)?(\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/,
  32,
);

/** The sign-in form's messages (spec 5: 'Email is required', 'Invalid email', 'Password is required'). */
export function loginErrors(values: { email: string; password: string }) {
  const errors: { email?: string; password?: string } = {};
  const email = values.email.trim();
  if (!email) errors.email = V.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = V.invalidEmail;
  if (!values.password) errors.password = V.passwordRequired;
  return errors;
}
