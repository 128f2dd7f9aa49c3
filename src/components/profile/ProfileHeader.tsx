// The heading of a profile: the name, role and state chips, and the actions the reader may take
// (a manager's actions and Edit, or Edit of one's own personal fields).
import type { ReactNode } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { UserDetail } from '../../domain/api/users';

const StateChips = ({ profile }: { profile: UserDetail }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`pages.profile.${key}`);
  return (
    <>
      <Chip size="small" color="primary" label={translate(`roles.${profile.role}`)} />
      <Chip
        size="small"
        color={profile.isActive ? 'success' : 'default'}
        label={t(profile.isActive ? 'active' : 'inactive')}
      />
      {profile.isDeleted && <Chip size="small" color="error" label={t('deleted')} />}
      {!profile.emailConfirmed && <Chip size="small" label={t('invited')} />}
    </>
  );
};

export const ProfileHeader = ({
  profile,
  name,
  managerActions,
  onEdit,
}: {
  profile: UserDetail;
  name: string;
  /** A manager's actions, shown with Edit, or nothing. */
  managerActions?: ReactNode;
  /** Opens one's own personal fields, or nothing. */
  onEdit?: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="h5" component="h1">
        {name}
      </Typography>
      <StateChips profile={profile} />
      <Box sx={{ flexGrow: 1 }} />
      {managerActions !== undefined && (
        // On a phone the actions take a row of their own instead of breaking apart.
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            justifyContent: 'flex-end',
            width: { xs: '100%', sm: 'auto' },
          }}
        >
          {managerActions}
          <Button component={Link} to={`/users/${profile.id}/edit`} startIcon={<EditIcon />}>
            {translate('ra.action.edit')}
          </Button>
        </Box>
      )}
      {onEdit && (
        <Button startIcon={<EditIcon />} onClick={onEdit}>
          {translate('ra.action.edit')}
        </Button>
      )}
    </Stack>
  );
};
