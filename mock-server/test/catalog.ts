// The English catalog as the client reads it, for tests that compare messages word for word.
import { english } from '../http/messages';

/** The English text of a key such as 'validation.required'; a key with no text fails the test. */
export function englishText(key: string): string {
  const text = english(key);
  if (text === key) throw new Error(`No English text for ${key}`);
  return text;
}
