// Test set-up for the web app: DOM matchers, patient waits, and a clean DOM and storage after
// each test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Tests that mount the whole portal wait for its pages' code to load on first use.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
