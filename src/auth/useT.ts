// Translation for the public sign-in pages, which run without react-admin.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type T = (key: string, options?: Record<string, unknown>) => string;

export function useT(): T {
  const { t } = useTranslation();
  return useCallback<T>((key, options) => String(t(key, options)), [t]);
}
