// A user's organizations (or divisions) as chips, each a link when the reader may open it.
import { Box, Chip } from '@mui/material';
import { Link } from 'react-router-dom';
import { useCanAccess } from 'react-admin';
import type { UserDetail } from '../../domain/api/users';

/** A user's organizations (or divisions) as chips, each a link when the reader may open it. */
export const ProfileOrganizations = ({ profile }: { profile: UserDetail }) => {
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
