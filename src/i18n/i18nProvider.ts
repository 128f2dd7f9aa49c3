// The i18n provider: i18next with catalogs loaded over HTTP from /locales/{lng}/{ns}.json,
// the language detected in the order of spec section 7 and cached in local storage, and the
// document's language (`<html lang>`) following the one shown.
import i18next, { type i18n, type InitOptions } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';

export const LANGUAGES = [
  { locale: 'en', name: 'English' },
  { locale: 'vi', name: 'Tiếng Việt' },
] as const;

/** Namespaces: react-admin's own messages ('ra') and the portal's ('portal'). */
export const NAMESPACES = ['portal', 'ra'] as const;

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** The query parameter that picks a language when the portal is opened (`/?lng=vi`). */
export const LANGUAGE_PARAM = 'lng';

const isSupported = (lng: string | null | undefined): lng is string =>
  !!lng && LANGUAGES.some((l) => l.locale === lng);

/**
 * Takes the language given in the address into the stored choice and removes the parameter, so
 * that it neither decides again after a reload nor reaches a list's filters (react-admin keeps
 * every query parameter of a list's address as list parameters).
 */
export function adoptLanguageParam(win: Window = window): void {
  const url = new URL(win.location.href);
  if (!url.searchParams.has(LANGUAGE_PARAM)) return;
  const lng = url.searchParams.get(LANGUAGE_PARAM)?.slice(0, 2);
  if (isSupported(lng)) win.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  url.searchParams.delete(LANGUAGE_PARAM);
  win.history.replaceState(win.history.state, '', url.pathname + url.search + url.hash);
}

/**
 * Stores a language the user picks, at once. The i18n provider stores the choice only once the
 * language's catalogs have arrived, and the stored choice decides the language of the next start
 * (over react-admin's own memory of it): a reload or a link opened in the meantime would
 * otherwise come up in the previous language.
 */
export function rememberLanguage(lng: string, storage: Storage = window.localStorage): void {
  if (isSupported(lng)) storage.setItem(LANGUAGE_STORAGE_KEY, lng);
}

/** Keeps `<html lang>` on the language shown, for screen readers and hyphenation. */
export function followDocumentLanguage(instance: i18n): void {
  const apply = (lng: string | undefined) => {
    if (lng) document.documentElement.lang = lng.slice(0, 2);
  };
  apply(instance.language);
  instance.on('languageChanged', apply);
}

export function i18nOptions(): InitOptions {
  return {
    supportedLngs: LANGUAGES.map((l) => l.locale),
    fallbackLng: 'en',
    load: 'languageOnly',
    ns: [...NAMESPACES],
    defaultNS: 'portal',
    fallbackNS: 'ra',
    interpolation: { escapeValue: false },
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
      // A browser's 'en-US' is the portal's 'en': keep the language code only, so the locale
      // react-admin and the downloads see is always one the portal has.
      convertDetectedLanguage: (lng: string) => lng.split('-')[0]!,
    },
    backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
    // Spec 8: a catalog that fails with a 5xx status or none is retried up to 5 times, 350 ms
    // first and doubling; the HTTP backend marks 4xx answers as not worth retrying.
    maxRetries: 5,
    retryTimeout: 350,
  };
}

export async function createI18nProvider(): Promise<I18nProvider> {
  const instance = i18next.createInstance().use(HttpBackend).use(LanguageDetector);
  followDocumentLanguage(instance);
  // getI18nProvider starts in English unless told otherwise, and i18next would cache that over
  // the stored choice; an explicit `lng: undefined` lets the detector decide (spec 7).
  return getI18nProvider(instance, { ...i18nOptions(), lng: undefined }, [...LANGUAGES]);
}
