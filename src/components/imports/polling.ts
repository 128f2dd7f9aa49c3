// The polling rules of spec 4 and 9 as one pure step: after each poll, go on, or stop because the
// import failed, reached 100 %, or showed no change for more than 8 consecutive polls.
import type { ImportProgress } from '../../domain/api/files';

export const POLL_INTERVAL_MS = 800;
/** More unchanged polls than this stop the polling. */
export const MAX_UNCHANGED_POLLS = 8;

export interface PollState {
  /** What the last poll showed (state and percentage). */
  last?: string;
  /** How many polls in a row showed it again. */
  unchanged: number;
}

export type PollOutcome = 'continue' | 'failed' | 'finished' | 'stalled';

export function afterPoll(
  state: PollState,
  progress: ImportProgress,
): { state: PollState; outcome: PollOutcome } {
  const seen = `${progress.fileState}|${progress.percentageOfCompletion}`;
  const next: PollState = { last: seen, unchanged: seen === state.last ? state.unchanged + 1 : 0 };
  if (progress.failType || progress.failInfo) return { state: next, outcome: 'failed' };
  if (progress.percentageOfCompletion >= 100) return { state: next, outcome: 'finished' };
  if (next.unchanged > MAX_UNCHANGED_POLLS) return { state: next, outcome: 'stalled' };
  return { state: next, outcome: 'continue' };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Spec 8: 'Failed to import file. Row {index} - {failInfo translated}. {extra}'. */
export function importFailureText(
  progress: Pick<ImportProgress, 'failType' | 'failInfo' | 'failIndex' | 'failValues'>,
  translate: Translate,
): string {
  const hint =
    progress.failType === 'NumberStringFormatIncorrect'
      ? translate('imports.hints.numberFormat')
      : progress.failType === 'DateStringFormatIncorrect'
        ? translate('imports.hints.dateFormat')
        : '';
  const info = progress.failInfo
    ? translate(progress.failInfo, { _: progress.failInfo, ...(progress.failValues ?? {}) })
    : translate(`imports.failTypes.${progress.failType}`);
  return translate('imports.messages.importFailed', {
    index: progress.failIndex ?? 0,
    info,
    extra: hint,
  }).trim();
}

/** Spec 4: the file state followed by ' data' with the percentage. */
export const progressText = (
  progress: Pick<ImportProgress, 'fileState' | 'percentageOfCompletion'>,
  translate: Translate,
) =>
  translate('imports.messages.progress', {
    state: translate(`imports.states.${progress.fileState}`),
    percent: progress.percentageOfCompletion,
  });
