// A record's History page (/history/<record>/<id>): where the record sits (its list, itself),
// the record's name, and its changes (components/history).
import { Box, Typography } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PageBreadcrumbs, type Crumb } from '../../components/Breadcrumbs';
import { HistoryView } from '../../components/history/HistoryView';
import { NotFound } from '../../components/NotFound';
import { PageTitle } from '../../components/PageTitle';
import { canOpenPath } from '../../domain/access';
import { HISTORY_SUBJECTS, type HistorySubjectKey } from '../../domain/history/subjects';
import type { Role } from '../../domain/enums';
import { usePortalQuery } from '../../providers/data/usePortalQuery';

interface Place {
  list?: [string, string];
  record?: (id: number) => string;
}

/** A resource's list and its record's page (/<resource>/<id>/show). */
const shown = (resource: string): Place => ({
  list: [`/${resource}`, `resources.${resource}.name_other`],
  record: (id) => `/${resource}/${id}/show`,
});

/** Each record's list (path and label) and page, where it has them. */
const PLACES: Record<HistorySubjectKey, Place> = {
  users: { list: ['/users', 'resources.users.name_other'], record: (id) => `/users/${id}` },
  organizations: shown('organizations'),
  divisions: shown('divisions'),
  carriers: shown('carriers'),
  products: shown('products'),
  investments: shown('investments'),
  documents: shown('documents'),
  policies: {},
  'afr-rates': { list: ['/afr-entry', 'pages.afrEntry.title'] },
  'import-files': {
    list: ['/import-files', 'menu.importFiles'],
    record: (id) => `/import-files/${id}`,
  },
};

/** The record's name as its page says it ('AFR table 2025', 'Policy 12-345'). */
const useRecordName = (key: HistorySubjectKey, id: number, enabled: boolean) => {
  const translate = useTranslate();
  const { data, error } = usePortalQuery(
    ['history', key, id, {}, 1],
    (dp) => dp.historyPage(key, id, {}, 1, 20),
    { enabled },
  );
  const name = data?.recordName ?? '';
  return {
    name: translate(`history.records.${key}`, { name, _: name }),
    // Out of the reader's scope or gone: the server answers 404, which is the Not Found page.
    missing: (error as { status?: number } | null)?.status === 404,
  };
};

const Trail = ({ subject, id, name }: { subject: HistorySubjectKey; id: number; name: string }) => {
  const translate = useTranslate();
  const { permissions } = usePermissions<Role>();
  const place = PLACES[subject];
  const open = (to: string | undefined) => (to && canOpenPath(permissions, to) ? to : undefined);
  const trail: Crumb[] = [];
  if (place.list && open(place.list[0])) {
    trail.push({ label: translate(place.list[1]), to: place.list[0] });
  }
  if (name) trail.push({ label: name, to: open(place.record?.(id)) });
  trail.push({ label: translate('history.title') });
  return <PageBreadcrumbs trail={trail} />;
};

export const HistoryPage = () => {
  const translate = useTranslate();
  const params = useParams();
  const subject = params.subject as HistorySubjectKey;
  const id = Number(params.id);
  const known = subject in HISTORY_SUBJECTS && Number.isInteger(id) && id > 0;
  const { name, missing } = useRecordName(subject, id, known);
  if (!known || missing) return <NotFound />;
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 3 }}>
      <Trail subject={subject} id={id} name={name} />
      <PageTitle
        title={name ? translate('history.titleOf', { name }) : translate('history.title')}
        sx={{ overflowWrap: 'anywhere' }}
      />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('history.intro')}
      </Typography>
      <HistoryView subject={subject} id={id} />
    </Box>
  );
};
