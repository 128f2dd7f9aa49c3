// A user's profile: who they are, their organizations, and for a participant their plan record
// and policies. my-profile shows one's own (with the personal fields editable); the users
// detail page (/users/:userId) reuses it for others, with the actions the caller may take.
import { useState, type ReactNode } from 'react';
import { Card, CardContent, Divider, Typography } from '@mui/material';
import { Loading, Title, useCanAccessResources, useGetOne, useTranslate } from 'react-admin';
import { ROLES } from '../../domain/enums';
import { userRoleResource } from '../../domain/permissions';
import type { UserDetail } from '../../domain/api/users';
import { NotFound } from '../NotFound';
import { PageBreadcrumbs } from '../Breadcrumbs';
import { PoliciesTable } from '../PoliciesTable';
import { ReportSection } from '../report/ReportSection';
import { PersonalForm } from './PersonalForm';
import { ParticipantFacts, ProfileFacts } from './ProfileFacts';
import { ProfileHeader } from './ProfileHeader';

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

/** The user's record; a list row stands in until then, without the linked lists. */
function useProfile(userId: number) {
  const { data: profile, isPending, error } = useGetOne<UserDetail>('users', { id: userId });
  // A row of the users list stands in for the record until the detail arrives (react-admin's
  // cache); it has none of the linked lists, so wait for the full record.
  const complete =
    !!profile &&
    Array.isArray(profile.divisions) &&
    Array.isArray(profile.employers) &&
    Array.isArray(profile.policies);
  return { profile, error, loading: isPending || (!complete && !error) };
}

const ProfileCard = ({
  profile,
  own,
  breadcrumbs,
  actions,
  editsRole,
}: Pick<ProfileViewProps, 'own' | 'breadcrumbs' | 'actions'> & {
  profile: UserDetail;
  editsRole: Record<string, boolean> | undefined;
}) => {
  const translate = useTranslate();
  const [editing, setEditing] = useState(false);
  const name = `${profile.firstName} ${profile.lastName}`.trim() || profile.email;
  const manages = !own && !!editsRole?.[userRoleResource(profile.role)];
  return (
    <>
      {/* Another person's page is titled as every record page is: "User: <name>". */}
      <Title
        title={
          own
            ? translate('layout.myProfile')
            : translate('ra.page.show', {
                name: translate('resources.users.name_one'),
                recordRepresentation: name,
              })
        }
      />
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
          <ProfileHeader
            profile={profile}
            name={name}
            managerActions={
              manages && !profile.isDeleted ? (actions?.({ ...profile, name }) ?? null) : undefined
            }
            onEdit={own && !editing ? () => setEditing(true) : undefined}
          />
          <Divider sx={{ my: 2 }} />
          {own && editing ? (
            <PersonalForm profile={profile} onDone={() => setEditing(false)} />
          ) : (
            <ProfileFacts profile={profile} own={own} />
          )}
        </CardContent>
      </Card>
    </>
  );
};

export const ProfileView = ({ userId, policies, more, ...props }: ProfileViewProps) => {
  const translate = useTranslate();
  const { canAccess: editsRole } = useCanAccessResources({
    action: 'edit',
    resources: ROLES.map(userRoleResource),
  });
  const { profile, error, loading } = useProfile(userId);
  // Out of scope or gone: the server answers 404, which is the Not Found page.
  if ((error as { status?: number } | null)?.status === 404) return <NotFound />;
  if (loading) return <Loading />;
  if (error || !profile) {
    return (
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography>{translate('pages.notFound.message')}</Typography>
        </CardContent>
      </Card>
    );
  }
  return (
    <>
      <ProfileCard profile={profile} editsRole={editsRole} {...props} />
      {profile.role === 'Employee' && (
        <ReportSection title={translate('pages.profile.participant')}>
          <ParticipantFacts profile={profile} />
          {policies
            ? policies(profile)
            : profile.policies.length > 0 && <PoliciesTable policies={profile.policies} />}
        </ReportSection>
      )}
      {more?.(profile)}
    </>
  );
};
