// Connects the API client to the app: failures go to the global error handler (a toast, spec 8)
// and a session that ended on a failed refresh sends the user to /login, replacing history.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { api } from '../api/client';
import { errorText } from '../i18n/errorText';

export const ApiBridge = () => {
  const notify = useNotify();
  const translate = useTranslate();
  const navigate = useNavigate();
  useEffect(() => {
    api.onError = (error) => notify(errorText(error, translate), { type: 'error' });
    api.onSessionEnded = () => navigate('/login', { replace: true });
    return () => {
      api.onError = () => {};
      api.onSessionEnded = () => {};
    };
  }, [notify, translate, navigate]);
  return null;
};
