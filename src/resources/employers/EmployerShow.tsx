// The organization detail page (/organizations/:id): the organization, its divisions (plans)
// with their producers and employer admins, and its contacts.
import type { ReactNode } from 'react';
import {
  Box,
  Card,
  CardContent,
  Chip,
  Divider,
  Grid,
  LinearProgress,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import {
  ArrayField,
  DataTable,
  EditButton,
  Show,
  TopToolbar,
  useCanAccess,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatPercent } from '../../domain/percent';
import { addressLines } from '../../domain/address';
import { PageBreadcrumbs } from '../../components/Breadcrumbs';
import { RecordHistoryButton } from '../../components/history/HistoryButton';
import { ExportParticipantsButton } from '../../components/ExportParticipantsButton';
import type { Division } from '../../domain/api/divisions';
import { DocumentsPanel } from '../../components/documents/DocumentsPanel';
import type { EmployerDetail } from '../../domain/api/employers';

const ShowActions = () => {
  const record = useRecordContext<EmployerDetail>();
  return (
    <TopToolbar>
      <EditButton />
      {record && <ExportParticipantsButton filter={{ employerId: record.id }} />}
      <RecordHistoryButton resource="organizations" />
    </TopToolbar>
  );
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" aria-label={title}>
    <Typography variant="h6" component="h2" gutterBottom>
      {title}
    </Typography>
    {children}
  </Box>
);

/** A producer or employer admin: a link to their page when the reader may open it. */
const Person = ({ userId, text }: { userId: number; text: string }) => {
  const { canAccess } = useCanAccess({ resource: 'users', action: 'show' });
  return (
    <div>
      {canAccess ? (
        <Link component={RouterLink} to={`/users/${userId}`} sx={{ overflowWrap: 'anywhere' }}>
          {text}
        </Link>
      ) : (
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          {text}
        </Box>
      )}
    </div>
  );
};

const hasContent = (node: ReactNode) => (Array.isArray(node) ? node.length > 0 : !!node);

/** One label and its value in a division card. */
const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
      {hasContent(children) ? children : '–'}
    </Typography>
  </>
);

/** The division's name, a link to its page where the reader may open it. */
const DivisionName = ({ division }: { division: Division }) => {
  const { canAccess } = useCanAccess({ resource: 'divisions', action: 'show' });
  if (!canAccess) return <>{division.name}</>;
  return (
    <Link component={RouterLink} to={`/divisions/${division.id}/show`} color="inherit">
      {division.name}
    </Link>
  );
};

const DivisionCard = ({ division: d }: { division: Division }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`resources.organizations.${key}`, options);
  const matching = formatPercent(d.matchingContribution, locale);
  const address = addressLines({ ...d, zip: d.zipCode });
  return (
    <Card variant="outlined" component="article" aria-label={d.name} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          <DivisionName division={d} />
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {d.planName}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(140px, auto) 1fr',
            columnGap: 2,
            rowGap: 0.75,
            mt: 1.5,
            mb: 0,
          }}
        >
          <Item label={translate('fields.address')}>
            {address.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </Item>
          <Item label={translate('fields.matchingContribution')}>
            {matching && t('perMonth', { value: matching })}
          </Item>
          <Item label={translate('fields.percentage')}>{formatPercent(d.percentage, locale)}</Item>
          <Item label={t('fields.divisions.producers')}>
            {d.producers.map((p) => (
              <Person key={p.id} userId={p.userId} text={p.name} />
            ))}
          </Item>
          <Item label={t('fields.divisions.employerAdmins')}>
            {d.employerAdmins.map((a) => (
              <Person key={a.id} userId={a.userId} text={a.email} />
            ))}
          </Item>
        </Box>
        <Divider sx={{ my: 1.5 }} />
        <DocumentsPanel
          owner={{ kind: 'plan', divisionId: d.id }}
          upload={{ type: 'PlanDocument', divisionId: d.id }}
          manage
        />
      </CardContent>
    </Card>
  );
};

const Divisions = ({ divisions }: { divisions: Division[] }) => {
  const translate = useTranslate();
  if (divisions.length === 0) {
    return (
      <Typography color="text.secondary">
        {translate('resources.organizations.noDivisions')}
      </Typography>
    );
  }
  return (
    <Grid container spacing={2}>
      {divisions.map((d) => (
        <Grid key={d.id} size={{ xs: 12, md: 6, xl: 4 }}>
          <DivisionCard division={d} />
        </Grid>
      ))}
    </Grid>
  );
};

type ContactRecord = EmployerDetail['contacts'][number];

/** The record's contacts, as react-admin's data table over the record's array. */
const Contacts = () => {
  const translate = useTranslate();
  const f = (key: string) => `resources.organizations.fields.contacts.${key}`;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <ArrayField source="contacts">
        <DataTable<ContactRecord>
          bulkActionButtons={false}
          // A contact has no page of its own.
          rowClick={false}
          hover={false}
          size="small"
          aria-label={translate('resources.organizations.sections.contacts')}
          empty={
            <Typography color="text.secondary">
              {translate('resources.organizations.noContacts')}
            </Typography>
          }
        >
          <DataTable.Col
            label="resources.organizations.contactName"
            disableSort
            render={(c) => `${c.firstName} ${c.lastName}`}
          />
          <DataTable.Col source="position" label={f('position')} disableSort />
          <DataTable.Col source="phone" label={f('phone')} disableSort />
          <DataTable.Col source="email" label={f('email')} disableSort />
        </DataTable>
      </ArrayField>
    </Box>
  );
};

const EmployerDetail = () => {
  const translate = useTranslate();
  const record = useRecordContext<EmployerDetail>();
  if (!record) return null;
  // A row of the list stands in for the record until the detail arrives; it has no divisions.
  const loaded = Array.isArray(record.divisions);
  return (
    <CardContent>
      <Stack spacing={3}>
        <Box sx={{ mb: -2 }}>
          <EmployerCrumbs />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1">
            {record.name}
          </Typography>
          <Chip
            size="small"
            color={record.isActive ? 'success' : 'default'}
            label={translate(
              record.isActive
                ? 'resources.organizations.active'
                : 'resources.organizations.inactive',
            )}
          />
        </Box>
        {loaded ? (
          <>
            <Section title={translate('resources.organizations.sections.divisions')}>
              <Divisions divisions={record.divisions} />
            </Section>
            <Section title={translate('resources.organizations.sections.contacts')}>
              <Contacts />
            </Section>
          </>
        ) : (
          <LinearProgress aria-label={translate('layout.loading')} />
        )}
      </Stack>
    </CardContent>
  );
};

/** Organizations › the organization's name (› Edit), above the detail and the edit form. */
export const EmployerCrumbs = ({ editing }: { editing?: boolean }) => {
  const translate = useTranslate();
  const record = useRecordContext<EmployerDetail>();
  const list = { label: translate('resources.organizations.name_other'), to: '/organizations' };
  const name = record?.name ?? '…';
  return (
    <PageBreadcrumbs
      trail={
        editing
          ? [
              list,
              { label: name, to: `/organizations/${record?.id}` },
              { label: translate('ra.action.edit') },
            ]
          : [list, { label: name }]
      }
    />
  );
};

export const EmployerShow = () => (
  <Show actions={<ShowActions />}>
    <EmployerDetail />
  </Show>
);
