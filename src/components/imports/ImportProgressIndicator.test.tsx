// The floating indicator in the real app: it shows '<state> data <n>%' while an import runs, asks
// before the page is left, and on a failed poll result shows spec 8's toast naming the row,
// then disappears and stops polling.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { ImportProgress } from '../../domain/api/files';
import { fakeDataProvider, renderApp } from '../../test/renderApp';
import { importTracker } from './importTracker';

const progress = (over: Partial<ImportProgress>): ImportProgress => ({
  id: 'p-1',
  documentName: 'values.csv',
  percentageOfCompletion: 5,
  fileType: 'Csv',
  fileState: 'Reading',
  succeededStates: ['Uploading'],
  failType: null,
  failInfo: null,
  failIndex: null,
  failValues: null,
  importFileId: null,
  ...over,
});

afterEach(() => importTracker.stop('p-1'));

describe('the import progress indicator', () => {
  it('follows an import and ends with the failure toast naming row 7', async () => {
    const answers = [
      progress({ fileState: 'Reading', percentageOfCompletion: 27 }),
      progress({
        fileState: 'ProcessFailed',
        percentageOfCompletion: 27,
        failType: 'NumberStringFormatIncorrect',
        failInfo: 'imports.errors.accumulatedValueInvalid',
        failIndex: 7,
      }),
    ];
    const dataProvider = fakeDataProvider({
      importProgress: async () => answers.shift() ?? answers[0],
    });
    await renderApp({ role: 'Admin', path: '/import-files', dataProvider });
    importTracker.start({ progressId: 'p-1', fileName: 'values.csv' });

    const indicator = await screen.findByTestId('import-progress');
    expect(indicator.textContent).toContain('Uploading data 0%');
    // The browser asks before leaving while the import runs.
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);

    // Asked afresh: the frame shown while the session is verified gives way to the page's own,
    // which mounts its own indicator.
    await waitFor(
      () => expect(screen.getByTestId('import-progress').textContent).toContain('Reading data 27%'),
      {
        timeout: 3000,
      },
    );
    await screen.findByText(
      'Failed to import file. Row 7 - The accumulated value is not a valid number. Numbers must be in US format, e.g. 1,234.56.',
      {},
      { timeout: 3000 },
    );
    expect(screen.queryByTestId('import-progress')).toBeNull();
    const polls = dataProvider.importProgress.mock.calls.length;
    await new Promise((r) => setTimeout(r, 1000));
    expect(dataProvider.importProgress.mock.calls.length).toBe(polls);
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  }, 20_000);
});
