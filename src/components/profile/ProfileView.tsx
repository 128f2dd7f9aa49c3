// A user's profile: who they are, their organizations, and for a participant their plan record
// and policies. my-profile shows one's own (with the personal fields editable); the users
// detail page (/users/:userId) reuses it for others, with the actions the caller may take.
import { useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Divider,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router-dom';
import { PoliciesTable } from '../PoliciesTable';
import {
  DateInput,
  Loading,
  SimpleForm,
  TextInput,
  Title,
  useCanAccess,
  useGetOne,
  useLocaleState,
  useNotify,
  useCanAccessResources,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { ROLES } from '../../domain/enums';
import { userRoleResource } from '../../domain/permissions';
import type { UserDetail } from '../../domain/api/users';
import { formatDate } from '../../domain/dates';
import { PERSONAL_FIELDS, saveUserSchema } from '../../domain/schemas/user';
import { addressLines } from '../../domain/address';
import { zodResolver } from '../zodResolver';
import { NotFound } from '../NotFound';
import { FormToolbar, RequiredNote } from '../FormActions';
import { PageBreadcrumbs } from '../Breadcrumbs';

// Long values (an e-mail address without spaces) wrap inside their column instead of running
// into the next one.
const Field = ({ label, value }: { label: string; value: React.ReactNode }) => (
  <Box sx={{ mb: 1.5, minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
      {value || '—'}
    </Typography>
  </Box>
);

/** A user's organizations (or divisions) as chips, each a link when the reader may open it. */
const Organizations = ({ profile }: { profile: UserDetail }) => {
  const { canAccess: opens } = useCanAccess({ resource: 'organizations', action: 'show' });
  const items = profile.divisions.length
    ? profile.divisions.map((d) => ({
        key: `d${d.id}`,
        label: `${d.employerName} · ${d.name}`,
        employerId: d.employerId,
      }))
    : profile.employers.map((e) => ({ key: `e${e.id}`, label: e.name, employerId: e.id }));
  if (items.length === 0) return null;
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
      {items.map((item) => (
        <Box component="li" key={item.key} sx={{ listStyle: 'none', maxWidth: '100%' }}>
          <Chip
            size="small"
            variant="outlined"
            label={item.label}
            sx={{
              maxWidth: '100%',
              height: 'auto',
              '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
            }}
            {...(opens
              ? { component: Link, to: `/organizations/${item.employerId}`, clickable: true }
              : {})}
          />
        </Box>
      ))}
    </Box>
  );
};

/**
 * The personal fields a user edits on their own profile. The e-mail is the sign-in name: only an
 * Admin changes their own here; everyone else sees it read-only and asks an administrator.
 */
const PersonalForm = ({ profile, onDone }: { profile: UserDetail; onDone: () => void }) => {
  const notify = useNotify();
  const translate = useTranslate();
  const [update] = useUpdate();
  const emailEditable = profile.role === 'Admin';
  return (
    <SimpleForm
      record={profile}
      mode="all"
      resolver={zodResolver(saveUserSchema)}
      onSubmit={(values: Record<string, unknown>) =>
        update(
          'users',
          {
            id: profile.id,
            data: {
              ...Object.fromEntries(PERSONAL_FIELDS.map((f) => [f, values[f]])),
              email: emailEditable ? values.email : profile.email,
              role: profile.role,
            },
            previousData: profile,
          },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify('messages.saved', { type: 'success' });
              onDone();
            },
            onError: (err) => notify((err as Error).message, { type: 'error' }),
          },
        )
      }
      toolbar={<FormToolbar onCancel={onDone} />}
    >
      <RequiredNote />
      <TextInput
        source="email"
        resource="users"
        fullWidth
        readOnly={!emailEditable}
        isRequired={emailEditable}
        helperText={emailEditable ? undefined : translate('pages.profile.emailReadOnly')}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <TextInput source="firstName" label="fields.firstName" isRequired fullWidth />
        <TextInput source="lastName" label="fields.lastName" isRequired fullWidth />
        <TextInput source="phoneNumber" resource="users" fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <DateInput source="dateOfBirth" resource="users" fullWidth />
        <TextInput source="address" label="fields.address" fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <TextInput source="city" label="fields.city" fullWidth />
        <TextInput source="state" label="fields.state" fullWidth />
        <TextInput source="zip" label="fields.zip" fullWidth />
      </Stack>
    </SimpleForm>
  );
};

export interface ProfileViewProps {
  userId: number;
  own: boolean;
  /** Shows Users › name above the profile (the users detail page). */
  breadcrumbs?: boolean;
  /** What a manager of this user may do to them (activate, delete, resend the invitation). */
  actions?: (user: UserDetail & { name: string }) => ReactNode;
  /** A participant's policies with what the reader may do to them, instead of the plain table. */
  policies?: (user: UserDetail) => ReactNode;
  /** More about the user below the profile (the users detail adds the participant's documents). */
  more?: (user: UserDetail) => ReactNode;
}

export const ProfileView = ({
  userId,
  own,
  breadcrumbs,
  actions,
  policies,
  more,
}: ProfileViewProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { canAccess: editsRole } = useCanAccessResources({
    action: 'edit',
    resources: ROLES.map(userRoleResource),
  });
  const { data: profile, isPending, error } = useGetOne<UserDetail>('users', { id: userId });
  const [editing, setEditing] = useState(false);
  const t = (key: string) => translate(`pages.profile.${key}`);
  const f = (key: string) => translate(`resources.users.fields.${key}`);
  // Out of scope or gone: the server answers 404, which is the Not Found page.
  if ((error as { status?: number } | null)?.status === 404) return <NotFound />;
  // A row of the users list stands in for the record until the detail arrives (react-admin's
  // cache); it has none of the linked lists, so wait for the full record.
  const complete =
    !!profile &&
    Array.isArray(profile.divisions) &&
    Array.isArray(profile.employers) &&
    Array.isArray(profile.policies);
  if (isPending || (!complete && !error)) return <Loading />;
  if (error || !profile) {
    return (
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography>{translate('pages.notFound.message')}</Typography>
        </CardContent>
      </Card>
    );
  }
  const name = `${profile.firstName} ${profile.lastName}`.trim() || profile.email;
  const manages = !own && !!editsRole?.[userRoleResource(profile.role)];
  const address = addressLines(profile).map((line) => <div key={line}>{line}</div>);
  return (
    <>
      <Title title={own ? translate('layout.myProfile') : name} />
      {breadcrumbs && (
        <PageBreadcrumbs
          trail={[
            { label: translate('resources.users.name_other'), to: '/users' },
            { label: name },
          ]}
        />
      )}
      <Card sx={{ mt: breadcrumbs ? 0 : 2 }}>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1">
              {name}
            </Typography>
            <Chip size="small" color="primary" label={translate(`roles.${profile.role}`)} />
            <Chip
              size="small"
              color={profile.isActive ? 'success' : 'default'}
              label={t(profile.isActive ? 'active' : 'inactive')}
            />
            {profile.isDeleted && <Chip size="small" color="error" label={t('deleted')} />}
            {!profile.emailConfirmed && <Chip size="small" label={t('invited')} />}
            <Box sx={{ flexGrow: 1 }} />
            {manages && !profile.isDeleted && (
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
                {actions?.({ ...profile, name })}
                <Button component={Link} to={`/users/${profile.id}/edit`} startIcon={<EditIcon />}>
                  {translate('ra.action.edit')}
                </Button>
              </Box>
            )}
            {own && !editing && (
              <Button startIcon={<EditIcon />} onClick={() => setEditing(true)}>
                {translate('ra.action.edit')}
              </Button>
            )}
          </Stack>
          <Divider sx={{ my: 2 }} />
          {own && editing ? (
            <PersonalForm profile={profile} onDone={() => setEditing(false)} />
          ) : (
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 4 }}>
                <Field label={f('email')} value={profile.email} />
                <Field label={f('phoneNumber')} value={profile.phoneNumber} />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <Field label={f('dateOfBirth')} value={formatDate(profile.dateOfBirth, locale)} />
                <Field label={translate('fields.address')} value={address.length > 0 && address} />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <Field
                  label={t('organizations')}
                  value={
                    (profile.divisions.length > 0 || profile.employers.length > 0) && (
                      <Organizations profile={profile} />
                    )
                  }
                />
                {!own && profile.notes && <Field label={f('notes')} value={profile.notes} />}
              </Grid>
            </Grid>
          )}
        </CardContent>
      </Card>
      {profile.role === 'Employee' && (
        <Card sx={{ mt: 2 }}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('participant')}
            </Typography>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 3 }}>
                <Field label={f('clientUniqueId')} value={profile.clientUniqueId} />
              </Grid>
              <Grid size={{ xs: 12, md: 3 }}>
                <Field label={f('title')} value={profile.title} />
              </Grid>
              <Grid size={{ xs: 12, md: 3 }}>
                <Field
                  label={f('statusType')}
                  value={profile.statusType && translate(`participantStatus.${profile.statusType}`)}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 3 }}>
                <Field
                  label={f('planEnrollmentDate')}
                  value={formatDate(profile.planEnrollmentDate, locale)}
                />
              </Grid>
            </Grid>
            {policies
              ? policies(profile)
              : profile.policies.length > 0 && <PoliciesTable policies={profile.policies} />}
          </CardContent>
        </Card>
      )}
      {more?.(profile)}
    </>
  );
};
