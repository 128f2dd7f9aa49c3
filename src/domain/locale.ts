// The Intl locale tag of the portal's languages, shared by every number and date format.

const LOCALES: Record<string, string> = { en: 'en-US', vi: 'vi-VN' };

/** 'vi' → 'vi-VN'; English for anything else. */
export function localeTag(lang: string | undefined): string {
  return (lang && LOCALES[lang]) ?? 'en-US';
}
