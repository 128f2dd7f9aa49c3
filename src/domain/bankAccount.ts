// Bank details of a carrier (spec 3 "Carrier detail"): the ABA routing-number check, and the
// masked form in which account numbers leave the server.

/**
 * Whether a text is a valid ABA routing number: nine digits whose weighted sum (weights 3, 7, 1
 * repeated) is a multiple of ten, which catches every single mistyped digit and most swaps.
 */
export function isValidRoutingNumber(text: string): boolean {
  if (!/^\d{9}$/.test(text)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(text[i]), 0);
  return sum % 10 === 0;
}

/** US account numbers run from 4 to 17 digits. */
export const ACCOUNT_NUMBER = /^\d{4,17}$/;

const MASK = '****';

/**
 * An account number as lists and details show it: its last four digits behind a fixed mask, so
 * neither the number nor its length can be read from it.
 */
export function maskAccountNumber(accountNumber: string | null): string | null {
  if (!accountNumber) return null;
  return `${MASK}${accountNumber.slice(-4)}`;
}

/** Whether a value is a masked account number as sent back unchanged by a form. */
export const isMaskedAccountNumber = (text: string) => /^\*{4}\d{4}$/.test(text);
