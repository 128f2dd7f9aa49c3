// Amounts of a report in the reader's language, with a dash for a figure that is not known.
import { useLocaleState } from 'react-admin';
import { formatMoney } from '../domain/money';

export function useMoney(): (amount: number | null) => string {
  const [lang] = useLocaleState();
  return (amount) => (amount === null ? '—' : formatMoney(amount, lang));
}
