// Notices (spec 9): at most three at once, stacked at the bottom right, each shown for 3000 ms.
// Further notices wait in react-admin's queue until a place frees up.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Slide } from '@mui/material';
import {
  undoableEventEmitter,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';

export const MAX_NOTICES = 3;
export const NOTICE_MS = 3000;

interface Shown {
  key: number;
  payload: NotificationPayload;
}

export const Notifications = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [shown, setShown] = useState<Shown[]>([]);
  const nextKey = useRef(0);

  useEffect(() => {
    if (notifications.length === 0 || shown.length >= MAX_NOTICES) return;
    const payload = takeNotification();
    if (payload) setShown((s) => [...s, { key: nextKey.current++, payload }]);
  }, [notifications, shown, takeNotification]);

  const close = useCallback(
    (key: number, isUndo = false) => {
      setShown((list) => {
        const item = list.find((s) => s.key === key);
        if (item?.payload.notificationOptions?.undoable) {
          const mutation = takeMutation();
          if (mutation) mutation({ isUndo });
          else undoableEventEmitter.emit('end', { isUndo });
        }
        return list.filter((s) => s.key !== key);
      });
    },
    [takeMutation],
  );

  return (
    <Box
      role="region"
      aria-label={translate('layout.notifications')}
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        maxWidth: 'min(480px, calc(100vw - 32px))',
      }}
    >
      {shown.map(({ key, payload }) => (
        <Notice
          key={key}
          payload={payload}
          onClose={(undo) => close(key, undo)}
          translate={translate}
        />
      ))}
    </Box>
  );
};

const Notice = ({
  payload,
  onClose,
  translate,
}: {
  payload: NotificationPayload;
  onClose: (isUndo?: boolean) => void;
  translate: ReturnType<typeof useTranslate>;
}) => {
  const { message, type, notificationOptions } = payload;
  const undoable = notificationOptions?.undoable;
  useEffect(() => {
    const timer = setTimeout(() => onClose(false), NOTICE_MS);
    return () => clearTimeout(timer);
    // The timer starts once, when the notice appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const text =
    typeof message === 'string'
      ? translate(message, { _: message, ...notificationOptions?.messageArgs })
      : message;
  return (
    <Slide direction="left" in mountOnEnter>
      <Alert
        data-testid="notice"
        variant="filled"
        severity={type === 'info' || !type ? 'info' : type}
        onClose={() => onClose(false)}
        action={
          undoable ? (
            <Button color="inherit" size="small" onClick={() => onClose(true)}>
              {translate('ra.action.undo')}
            </Button>
          ) : undefined
        }
        sx={{ boxShadow: 3 }}
      >
        {text}
      </Alert>
    </Slide>
  );
};
