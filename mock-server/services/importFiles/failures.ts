// Why a carrier file was refused, in the terms of the import progress record (spec 3 "Import
// progress": failType, failInfo, failIndex): a fail type, a translation key and a data row.
import type { ImportFailType } from '../../../src/domain/enums';
import type { EntryRefusal } from '../entryRules';

/**
 * Translation keys of the refusals around a file rather than inside it (the upload, its name, its
 * state, an import cut short), in the same catalog section.
 */
export const IMPORT_FILE_ERRORS = {
  interrupted: 'imports.errors.interrupted',
  unexpected: 'imports.errors.unexpected',
  fileNameInvalid: 'imports.errors.fileNameInvalid',
  fileNameTaken: 'imports.errors.fileNameTaken',
  fileRequired: 'imports.errors.fileRequired',
  fileTooLarge: 'imports.errors.fileTooLarge',
  badUpload: 'imports.errors.badUpload',
  valueAlreadyStored: 'imports.errors.valueAlreadyStored',
  transactionAlreadyStored: 'imports.errors.transactionAlreadyStored',
  loanTwice: 'imports.errors.loanTwice',
  alreadyPublished: 'imports.errors.alreadyPublished',
  stillImporting: 'imports.errors.stillImporting',
  publishedNotDeleted: 'imports.errors.publishedNotDeleted',
} as const;

/** Translation keys of failInfo (catalog `portal`, section `imports.errors`). */
export const IMPORT_ERRORS = {
  emptyFile: 'imports.errors.emptyFile',
  noRows: 'imports.errors.noRows',
  binaryFile: 'imports.errors.binaryFile',
  unsupportedEncoding: 'imports.errors.unsupportedEncoding',
  mixedEncoding: 'imports.errors.mixedEncoding',
  missingHeaders: 'imports.errors.missingHeaders',
  duplicateHeader: 'imports.errors.duplicateHeader',
  unclosedQuote: 'imports.errors.unclosedQuote',
  fieldTooLong: 'imports.errors.fieldTooLong',
  tooManyColumns: 'imports.errors.tooManyColumns',
  carrierIdRequired: 'imports.errors.carrierIdRequired',
  carrierIdInvalid: 'imports.errors.carrierIdInvalid',
  carrierNotExist: 'imports.errors.carrierNotExist',
  insuredRequired: 'imports.errors.insuredRequired',
  insuredInvalid: 'imports.errors.insuredInvalid',
  insuredNotExist: 'imports.errors.insuredNotExist',
  policyNumberRequired: 'imports.errors.policyNumberRequired',
  policyNumberInvalid: 'imports.errors.policyNumberInvalid',
  policyNumberNotExist: 'imports.errors.policyNumberNotExist',
  policyUserDeleted: 'imports.errors.policyUserDeleted',
  valuationDateRequired: 'imports.errors.valuationDateRequired',
  valuationDateInvalid: 'imports.errors.valuationDateInvalid',
  accumulatedValueRequired: 'imports.errors.accumulatedValueRequired',
  accumulatedValueInvalid: 'imports.errors.accumulatedValueInvalid',
  loanBalanceInvalid: 'imports.errors.loanBalanceInvalid',
  deathBenefitRequired: 'imports.errors.deathBenefitRequired',
  deathBenefitInvalid: 'imports.errors.deathBenefitInvalid',
  dateRequired: 'imports.errors.dateRequired',
  dateInvalid: 'imports.errors.dateInvalid',
  contributionTypeRequired: 'imports.errors.contributionTypeRequired',
  contributionTypeInvalid: 'imports.errors.contributionTypeInvalid',
  contributionAmountRequired: 'imports.errors.contributionAmountRequired',
  contributionAmountInvalid: 'imports.errors.contributionAmountInvalid',
  loanAmountRequired: 'imports.errors.loanAmountRequired',
  loanAmountInvalid: 'imports.errors.loanAmountInvalid',
  amountTooLarge: 'imports.errors.amountTooLarge',
  negativeAmount: 'imports.errors.negativeAmount',
  duplicateValue: 'imports.errors.duplicateValue',
  duplicateTransaction: 'imports.errors.duplicateTransaction',
} as const;
export type ImportErrorKey = (typeof IMPORT_ERRORS)[keyof typeof IMPORT_ERRORS];

/** The extra sentence of spec 8's failure toast, for the two format fail types. */
export const IMPORT_HINTS = {
  numberFormat: 'imports.hints.numberFormat',
  dateFormat: 'imports.hints.dateFormat',
} as const;

export function failureHintKey(failType: ImportFailType): string | undefined {
  if (failType === 'NumberStringFormatIncorrect') return IMPORT_HINTS.numberFormat;
  if (failType === 'DateStringFormatIncorrect') return IMPORT_HINTS.dateFormat;
  return undefined;
}

/**
 * A refused file. failIndex is the 1-based data row (the first row after the header is 1);
 * 0 means the file as a whole (empty, binary, undecodable, or a problem in the header).
 * values fill the placeholders of the failInfo text.
 */
export interface ImportFailure {
  failType: ImportFailType;
  /** A key of IMPORT_ERRORS, or the key of a rule of manual entry the row broke (entryRules.ts). */
  failInfo: ImportErrorKey | EntryRefusal;
  failIndex: number;
  values: Record<string, string>;
}

/** A problem found before its row number is known; the parser turns it into an ImportError. */
export class ImportProblem extends Error {
  constructor(
    readonly failType: ImportFailType,
    readonly failInfo: ImportErrorKey,
    readonly values: Record<string, string> = {},
    /** 0-based record of the CSV text (the header line is record 0), when the finder knows it. */
    readonly record?: number,
  ) {
    super(failInfo);
    this.name = 'ImportProblem';
  }
}

/** What the parser and the existence checks throw: the whole file is refused. */
export class ImportError extends Error {
  constructor(readonly failure: ImportFailure) {
    super(`${failure.failType} at row ${failure.failIndex}: ${failure.failInfo}`);
    this.name = 'ImportError';
  }
}

export const failureAt = (problem: ImportProblem, failIndex: number): ImportFailure => ({
  failType: problem.failType,
  failInfo: problem.failInfo,
  failIndex,
  values: problem.values,
});
