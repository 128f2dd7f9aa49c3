// The confirmation asked before anything irreversible (spec 8): the question, and the notice
// 'This action cannot be undone.'.
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
          <Typography sx={{ mt: 1, fontWeight: 600 }} color="error">
            {translate('dialogs.cannotBeUndone')}
          </Typography>
        </>
      }
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
};
