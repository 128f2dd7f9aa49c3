// Where a detail or edit page sits: the list, the record, and the page itself (list › record).
import { Breadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';

export interface Crumb {
  /** The text, already translated. */
  label: string;
  /** Where it leads; the last crumb (the page itself) has none. */
  to?: string;
}

export const PageBreadcrumbs = ({ trail }: { trail: Crumb[] }) => {
  const translate = useTranslate();
  return (
    <Breadcrumbs
      aria-label={translate('ui.breadcrumbs')}
      sx={{ mt: 2, mb: 1, '& ol': { flexWrap: 'wrap' }, wordBreak: 'break-word' }}
    >
      {trail.map((crumb) =>
        crumb.to ? (
          <Link key={crumb.label} component={RouterLink} to={crumb.to} underline="hover">
            {crumb.label}
          </Link>
        ) : (
          <Typography key={crumb.label} color="text.primary" aria-current="page">
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
};
