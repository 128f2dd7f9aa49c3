// The message keys of Client Overview.
export const k = (key: string) => `pages.clientOverview.${key}`;
