// What a profile says of the user: contact, birthday, address, organizations and notes; and for
// a participant, their plan record.
import { Grid } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { UserDetail } from '../../domain/api/users';
import { addressLines } from '../../domain/address';
import { formatDate } from '../../domain/dates';
import { LabelledValue } from '../LabelledValue';
import { ProfileOrganizations } from './ProfileOrganizations';

const f = (key: string) => `resources.users.fields.${key}`;

export const ProfileFacts = ({ profile, own }: { profile: UserDetail; own: boolean }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const address = addressLines(profile).map((line) => <div key={line}>{line}</div>);
  const hasOrganizations = profile.divisions.length > 0 || profile.employers.length > 0;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <LabelledValue label={translate(f('email'))} value={profile.email} />
        <LabelledValue label={translate(f('phoneNumber'))} value={profile.phoneNumber} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <LabelledValue
          label={translate(f('dateOfBirth'))}
          value={formatDate(profile.dateOfBirth, locale)}
        />
        <LabelledValue label={translate('fields.address')} value={address.length > 0 && address} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <LabelledValue
          label={translate('pages.profile.organizations')}
          value={hasOrganizations && <ProfileOrganizations profile={profile} />}
        />
        {!own && profile.notes && (
          <LabelledValue label={translate(f('notes'))} value={profile.notes} />
        )}
      </Grid>
    </Grid>
  );
};

export const ParticipantFacts = ({ profile }: { profile: UserDetail }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const facts: [string, string | null | false][] = [
    ['clientUniqueId', profile.clientUniqueId],
    ['title', profile.title],
    ['statusType', profile.statusType && translate(`participantStatus.${profile.statusType}`)],
    ['planEnrollmentDate', formatDate(profile.planEnrollmentDate, locale)],
  ];
  return (
    <Grid container spacing={2}>
      {facts.map(([key, value]) => (
        <Grid key={key} size={{ xs: 12, md: 3 }}>
          <LabelledValue label={translate(f(key))} value={value} />
        </Grid>
      ))}
    </Grid>
  );
};
