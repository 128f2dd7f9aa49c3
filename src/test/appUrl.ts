/** The address the client tests' window opens at (vitest.config.ts), and returns to after each test. */
export const TEST_APP_URL = 'http://localhost:3000/';
