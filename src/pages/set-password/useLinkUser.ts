// The user of an invitation or reset link: the link is checked once; without one, or when it is
// no longer good, the reader goes back to sign-in with the reason.
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../auth/useT';
import { api } from '../../api/client';
import type { LinkUser } from '../../domain/api/auth';
import { errorText, hasServerResponse } from '../../i18n/errorText';

export function useLinkUser() {
  const translate = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const userId = params.get('userId');
  const token = params.get('token');
  const resetPassword = params.get('resetPassword') === 'true';
  const [link, setLink] = useState<{ token: string; user: LinkUser }>();
  useEffect(() => {
    if (!userId || !token) {
      navigate('/login', { replace: true });
      return;
    }
    const controller = new AbortController();
    api
      .json<LinkUser>({
        method: 'POST',
        path: '/users/{userId}/validate-token',
        pathParams: { userId },
        body: { token, resetPassword },
        anonymous: true,
        silent: true,
        problemStatuses: [400],
        signal: controller.signal,
      })
      .then((user) => setLink({ token, user }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        const message = hasServerResponse(err) ? errorText(err, translate) : (err as Error).name;
        navigate('/login', { replace: true, state: { notice: { message, type: 'error' } } });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- validate the link once per link
  }, [userId, token, resetPassword]);
  return link;
}
