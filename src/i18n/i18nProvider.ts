// The i18n provider: i18next with catalogs loaded over HTTP from /locales/{lng}/{ns}.json,
// the language detected in the order of spec section 7 and cached in local storage.
import i18next, { type InitOptions } from 'i18next';
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
  const options = i18nOptions();
  const provider = await getI18nProvider(instance, options, [...LANGUAGES]);
  // getI18nProvider starts in English; follow the detected language instead.
  const detected = instance.services.languageDetector?.detect();
  const lng = (Array.isArray(detected) ? detected[0] : detected)?.slice(0, 2);
  if (lng && lng !== 'en' && LANGUAGES.some((l) => l.locale === lng)) {
    await provider.changeLocale(lng);
  }
  return provider;
}
