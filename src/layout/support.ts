// Where users get help (spec 1): the help desk, the phone line and the mailbox. Set at build
// time with VITE_SUPPORT_URL, VITE_SUPPORT_PHONE and VITE_SUPPORT_EMAIL.
export const SUPPORT = {
  helpDeskUrl: import.meta.env.VITE_SUPPORT_URL ?? 'https://support.example.com',
  phone: import.meta.env.VITE_SUPPORT_PHONE ?? '+1 (800) 555-0142',
  email: import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@example.com',
};
