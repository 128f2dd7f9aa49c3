// The confirmation asked before anything irreversible (spec 8): the question, and the notice
// 'This action cannot be undone.'; also before a change with consequences for someone else
// (activating, deactivating), without that notice.
import { Confirm } from 'react-admin';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** Translation key of the title. */
  title: string;
  /** Translation key of the question. */
  content: string;
  translateOptions?: Record<string, unknown>;
  confirm?: string;
  /** Whether to add 'This action cannot be undone.' (true by default). */
  irreversible?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export const ConfirmDialog = ({
  isOpen,
  title,
  content,
  translateOptions,
  confirm = 'ra.action.confirm',
  irreversible = true,
  loading,
  onConfirm,
  onClose,
}: ConfirmDialogProps) => {
  const translate = useTranslate();
  return (
    <Confirm
      isOpen={isOpen}
      loading={loading}
      title={title}
      translateOptions={translateOptions}
      confirm={confirm}
      confirmColor="warning"
      content={
        <>
          <Typography>{translate(content, translateOptions)}</Typography>
          {irreversible && (
            <Typography sx={{ mt: 1, fontWeight: 600 }} color="error">
              {translate('dialogs.cannotBeUndone')}
            </Typography>
          )}
        </>
      }
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
};
