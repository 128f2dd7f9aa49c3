// What a refused save or rename of a view says beside the name: the field's message (name
// required, too long, taken) or the call's own (the per-person limit).
import { ApiException } from '../../api/errors';
import { errorText, type Translate } from '../../i18n/errorText';

export function viewErrorText(error: unknown, translate: Translate): string {
  const key =
    error instanceof ApiException ? error.problem?.extensions?.errors?.[0]?.key : undefined;
  return key ? translate(key) : errorText(error, translate);
}
