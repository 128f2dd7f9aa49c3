// The two carrier files (DESIGN 5.4): their columns, and the validation of one row into the
// values the import stores. Cells are text only: a cell such as `=HYPERLINK(…)` is kept as the
// characters it is, never evaluated here, and the exports escape it (services/csv.ts).
import { formatDate } from '../../../src/domain/dates';
import type { ImportFileKind, TransactionType } from '../../../src/domain/enums';
import {
  hasControlCharacters,
  matchTransactionType,
  parseImportDate,
  parseUsAmount,
} from './fields';
import { IMPORT_ERRORS as E, ImportProblem, type ImportErrorKey } from './failures';

export interface ValueRow {
  /** 1-based data row in the file. */
  row: number;
  insured: string;
  policyNumber: string;
  /** YYYY-MM-DD. */
  valuationDate: string;
  /** Exact decimal strings with two decimals. */
  accumulatedValue: string;
  loanBalance: string;
  totalDeathBenefit: string;
}

export interface TransactionRow {
  row: number;
  insured: string;
  policyNumber: string;
  date: string;
  contributionType: TransactionType;
  contributionAmount: string;
  loanAmount: string;
}

export type ImportRow = ValueRow | TransactionRow;
export type RowOf<K extends ImportFileKind> = K extends 'Values' ? ValueRow : TransactionRow;

/** A row's cells by header name, as written in the columns list of its file. */
export type Cells = (header: string) => string;

export interface FileSpec<R extends ImportRow> {
  /** Required headers, as the files name them. */
  columns: readonly string[];
  /** The validated row, or throws an ImportProblem. */
  validate(cells: Cells, row: number): R;
  /** Rows with the same key are duplicates (spec 5), and the failure that reports one. */
  duplicateKey(row: R): string;
  duplicateProblem(row: R, firstRow: number): ImportProblem;
}

const POLICY_NUMBER_MAX = 100;

function requiredText(value: string, required: ImportErrorKey, invalid: ImportErrorKey): string {
  const text = value.trim();
  if (!text) throw new ImportProblem('ValidatingFailed', required);
  if (hasControlCharacters(text)) throw new ImportProblem('ValidatingFailed', invalid);
  return text.replace(/\s+/g, ' ');
}

function policyNumber(value: string): string {
  const text = requiredText(value, E.policyNumberRequired, E.policyNumberInvalid);
  if (text.length > POLICY_NUMBER_MAX) {
    throw new ImportProblem('ValidatingFailed', E.policyNumberInvalid);
  }
  return text;
}

function date(value: string, required: ImportErrorKey, invalid: ImportErrorKey): string {
  if (!value.trim()) throw new ImportProblem('ValidatingFailed', required);
  const iso = parseImportDate(value);
  if (!iso) throw new ImportProblem('DateStringFormatIncorrect', invalid);
  return iso;
}

interface AmountRule {
  column: string;
  /** Key for an empty cell; without it an empty cell reads as 0.00. */
  required?: ImportErrorKey;
  invalid: ImportErrorKey;
  allowNegative: boolean;
}

function amount(value: string, rule: AmountRule): string {
  if (!value.trim()) {
    if (rule.required) throw new ImportProblem('ValidatingFailed', rule.required);
    return '0.00';
  }
  const parsed = parseUsAmount(value);
  if (!parsed.ok) {
    if (parsed.reason === 'tooLarge') {
      throw new ImportProblem('ValidatingFailed', E.amountTooLarge, { column: rule.column });
    }
    throw new ImportProblem('NumberStringFormatIncorrect', rule.invalid);
  }
  if (parsed.negative && !rule.allowNegative) {
    throw new ImportProblem('ValidatingFailed', E.negativeAmount, { column: rule.column });
  }
  return parsed.amount;
}

const duplicate = (key: ImportErrorKey, values: Record<string, string>): ImportProblem =>
  new ImportProblem('ValidatingFailed', key, values);

const ACCUMULATED_VALUE: AmountRule = {
  column: 'Accumulated Value',
  required: E.accumulatedValueRequired,
  invalid: E.accumulatedValueInvalid,
  allowNegative: false,
};
const LOAN_BALANCE: AmountRule = {
  column: 'Loan Balance',
  invalid: E.loanBalanceInvalid,
  allowNegative: false,
};
const DEATH_BENEFIT: AmountRule = {
  column: 'Total Death Benefit',
  required: E.deathBenefitRequired,
  invalid: E.deathBenefitInvalid,
  allowNegative: false,
};
const CONTRIBUTION_AMOUNT: AmountRule = {
  column: 'Contribution Amount',
  required: E.contributionAmountRequired,
  invalid: E.contributionAmountInvalid,
  allowNegative: true,
};
const LOAN_AMOUNT: AmountRule = {
  column: 'Loan Amount',
  required: E.loanAmountRequired,
  invalid: E.loanAmountInvalid,
  allowNegative: true,
};

// Rows are made by constructors rather than object literals. V8 allocates a literal's objects
// straight in the old generation once most of them outlive a young collection (allocation-site
// pretenuring), which a batch's rows do while the batch is written; they and their strings then
// stayed until the next full collection, so a large import's memory grew with the file.
class ValueRecord implements ValueRow {
  constructor(
    readonly row: number,
    readonly insured: string,
    readonly policyNumber: string,
    readonly valuationDate: string,
    readonly accumulatedValue: string,
    readonly loanBalance: string,
    readonly totalDeathBenefit: string,
  ) {}
}

class TransactionRecord implements TransactionRow {
  constructor(
    readonly row: number,
    readonly insured: string,
    readonly policyNumber: string,
    readonly date: string,
    readonly contributionType: TransactionType,
    readonly contributionAmount: string,
    readonly loanAmount: string,
  ) {}
}

export const VALUES_FILE: FileSpec<ValueRow> = {
  columns: [
    'Insured',
    'Policy Number',
    'Valuation Date',
    'Accumulated Value',
    'Loan Balance',
    'Total Death Benefit',
  ],
  validate: (cells, row) =>
    new ValueRecord(
      row,
      requiredText(cells('Insured'), E.insuredRequired, E.insuredInvalid),
      policyNumber(cells('Policy Number')),
      date(cells('Valuation Date'), E.valuationDateRequired, E.valuationDateInvalid),
      // A carrier's valuation cannot be below zero; an empty loan balance means no loan.
      amount(cells('Accumulated Value'), ACCUMULATED_VALUE),
      amount(cells('Loan Balance'), LOAN_BALANCE),
      amount(cells('Total Death Benefit'), DEATH_BENEFIT),
    ),
  duplicateKey: (r) => `${r.policyNumber}\u0000${r.valuationDate}`,
  duplicateProblem: (r, firstRow) =>
    duplicate(E.duplicateValue, {
      policyNumber: r.policyNumber,
      date: formatDate(r.valuationDate),
      firstRow: String(firstRow),
    }),
};

export const TRANSACTIONS_FILE: FileSpec<TransactionRow> = {
  columns: [
    'Insured',
    'Policy Number',
    'Date',
    'Contribution Type',
    'Contribution Amount',
    'Loan Amount',
  ],
  validate: (cells, row) => {
    const insured = requiredText(cells('Insured'), E.insuredRequired, E.insuredInvalid);
    const number = policyNumber(cells('Policy Number'));
    const when = date(cells('Date'), E.dateRequired, E.dateInvalid);
    const typeText = cells('Contribution Type').trim();
    if (!typeText) throw new ImportProblem('ValidatingFailed', E.contributionTypeRequired);
    const contributionType = matchTransactionType(typeText);
    if (!contributionType) throw new ImportProblem('ValidatingFailed', E.contributionTypeInvalid);
    return new TransactionRecord(
      row,
      insured,
      number,
      when,
      contributionType,
      // Reversals and repayments come as negative amounts.
      amount(cells('Contribution Amount'), CONTRIBUTION_AMOUNT),
      amount(cells('Loan Amount'), LOAN_AMOUNT),
    );
  },
  duplicateKey: (r) => `${r.policyNumber}\u0000${r.date}\u0000${r.contributionType}`,
  duplicateProblem: (r, firstRow) =>
    duplicate(E.duplicateTransaction, {
      policyNumber: r.policyNumber,
      date: formatDate(r.date),
      type: r.contributionType,
      firstRow: String(firstRow),
    }),
};

export const FILE_SPECS: { [K in ImportFileKind]: FileSpec<RowOf<K>> } = {
  Values: VALUES_FILE,
  Transactions: TRANSACTIONS_FILE,
};
