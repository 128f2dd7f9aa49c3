// How many test files run at once (E2E_WORKERS, 2 by default): one server and one Chromium each.
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS) || 2);
