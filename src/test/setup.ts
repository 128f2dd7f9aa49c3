// Test set-up for the web app: DOM matchers, patient waits, and a clean DOM, storage and address
// after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { TEST_APP_URL } from './appUrl';

// Tests that mount the whole portal wait for its pages' code to load on first use.
configure({ asyncUtilTimeout: 10_000 });

/** happy-dom's handle on the window it runs. */
const happyDom = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // A test that followed a link (a document opened in place of a blocked tab goes to its blob:
  // address) leaves the window there: the next starts at the app's address, as a new page does.
  if (window.location.href !== TEST_APP_URL) happyDom.setURL(TEST_APP_URL);
});
