// The carrier detail page (/carriers/:id/show), in tabs: the carrier and its bank details (the
// account number masked, revealed on an Admin's request), contacts, products, investment options
// with the number of policies using each, and the carrier's documents link.
import { useState, type ReactNode } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, Typography } from '@mui/material';
import {
  ArrayField,
  Button,
  DataTable,
  EditButton,
  Loading,
  Show,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  TopToolbar,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { RecordHistoryButton } from '../../components/history/HistoryButton';
import { RecordLink } from '../../components/RecordLink';
import type { CarrierDetail } from '../../domain/api/carriers';
import type { ContactPerson } from '../../domain/api/common';
import { carrierEntity } from '../../domain/entities';
import {
  EntityCrumbs,
  EntityFieldGrid,
  EntityHeading,
} from '../../components/generated/EntityViews';
import { EntityDataTable } from '../../components/generated/EntityList';
import type { PortalDataProvider } from '../../providers/data';
import { DocumentsPanel } from '../../components/documents/DocumentsPanel';
import { CARRIER_ITEMS } from './carrierForm';

const t = (key: string) => `resources.carriers.${key}`;

/** One label and its value; long values wrap. */
const Item = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children || children === 0 ? children : '–'}
      </Typography>
    </Box>
  );
};

const Heading = ({ children }: { children: ReactNode }) => (
  <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
    {children}
  </Typography>
);

/** The account number, masked, with the Admin's Reveal; the full number stays until leaving. */
const AccountNumber = ({ record }: { record: CarrierDetail }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'carriers.bankAccount', action: 'show' });
  const [full, setFull] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const reveal = async () => {
    setLoading(true);
    try {
      const account = await dataProvider.revealBankAccount(record.id);
      setFull(account.accountNumber ?? '');
    } catch {
      notify('resources.carriers.revealFailed', { type: 'error' });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <span>{full ?? record.accountNumber ?? '–'}</span>
      {canAccess && record.accountNumber && full === null && (
        <Button label={t('reveal')} onClick={reveal} disabled={loading} size="small">
          <VisibilityIcon />
        </Button>
      )}
      {full !== null && (
        <Typography component="span" variant="caption" color="text.secondary">
          {translate(t('revealed'))}
        </Typography>
      )}
    </Box>
  );
};

const DetailsTab = () => {
  const record = useRecordContext<CarrierDetail>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box>
      <EntityFieldGrid entity={carrierEntity} section="details" />
      <Heading>{translate(t('sections.bank'))}</Heading>
      <EntityFieldGrid
        entity={carrierEntity}
        section="bank"
        render={{ accountNumber: <AccountNumber record={record} /> }}
      />
    </Box>
  );
};

const Empty = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      {translate(message)}
    </Typography>
  );
};

const DocumentsTab = () => {
  const record = useRecordContext<CarrierDetail>();
  const translate = useTranslate();
  if (!record) return null;
  const files = (
    <DocumentsPanel
      owner={{ kind: 'carrier', carrierId: record.id }}
      upload={{ type: 'PolicyDocument', carrierId: record.id }}
      manage
    />
  );
  if (!record.documentUrl) {
    return (
      <>
        <Empty message={t('noDocumentUrl')} />
        {files}
      </>
    );
  }
  return (
    <>
      <Box component="dl" sx={{ m: 0 }}>
        <Item label={t('fields.documentUrl')}>
          <Link
            href={record.documentUrl}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {record.documentUrl}
          </Link>
          <Typography
            component="span"
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block' }}
          >
            {translate(t('opensInNewTab'))}
          </Typography>
        </Item>
      </Box>
      {files}
    </>
  );
};

/** A list row stands in for the record until the detail (with its lists) arrives. */
const WhenDetailed = ({ children }: { children: ReactNode }) => {
  const record = useRecordContext<CarrierDetail>();
  if (!record || !Array.isArray(record.contacts)) return <Loading />;
  return <>{children}</>;
};

/** Opens the carrier import page with this carrier already chosen. */
const ImportFilesButton = () => {
  const record = useRecordContext<CarrierDetail>();
  const { canAccess } = useCanAccess({ resource: 'files', action: 'create' });
  if (!record || !canAccess) return null;
  return (
    <Button
      component={RouterLink}
      to={`/carriers/import?carrierId=${record.id}`}
      label="pages.import.fromCarrier"
    >
      <UploadFileIcon />
    </Button>
  );
};

const ShowActions = () => (
  <TopToolbar>
    <ImportFilesButton />
    <RecordHistoryButton resource="carriers" />
    <EditButton />
  </TopToolbar>
);

/**
 * The carrier's contacts. A contact has no page of its own: its row opens the carrier's form on
 * that contact, where it is edited (the first cell is the same link, for the keyboard).
 */
const ContactsTab = () => {
  const carrier = useRecordContext<CarrierDetail>();
  if (!carrier) return null;
  const contactPath = (contact: { id: Identifier }): string =>
    `/carriers/${carrier.id}?contact=${contact.id}`;
  return (
    <ArrayField source="contacts" label={false}>
      <DataTable
        bulkActionButtons={false}
        rowClick={(_id, _resource, contact) => contactPath(contact)}
        empty={<Empty message={t('noContacts')} />}
      >
        <DataTable.Col source="firstName" label={t('fields.contacts.firstName')}>
          <RecordLink<ContactPerson> source="firstName" to={contactPath} />
        </DataTable.Col>
        <DataTable.Col source="lastName" label={t('fields.contacts.lastName')} />
        <DataTable.Col source="position" label={t('fields.contacts.position')} />
        <DataTable.Col source="phone" label={t('fields.contacts.phone')} />
        <DataTable.Col source="email" label={t('fields.contacts.email')} />
      </DataTable>
    </ArrayField>
  );
};

export const CarrierShow = () => (
  <Show actions={<ShowActions />}>
    <Box sx={{ px: 2 }}>
      <EntityCrumbs entity={carrierEntity} />
      <EntityHeading entity={carrierEntity} />
    </Box>
    <WhenDetailed>
      {/*
       * Five tabs do not fit a phone's width: they scroll sideways on their own, and their
       * width does not count towards the page's (which would widen it).
       */}
      <TabbedShowLayout
        tabs={
          <TabbedShowLayoutTabs
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            sx={{ contain: 'inline-size' }}
          />
        }
      >
        <TabbedShowLayout.Tab label={t('tabs.details')}>
          <DetailsTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={t('tabs.contacts')} path="contacts">
          <ContactsTab />
        </TabbedShowLayout.Tab>
        {CARRIER_ITEMS.map((item) => (
          <TabbedShowLayout.Tab
            key={item.source}
            label={t(`tabs.${item.source}`)}
            path={item.source}
          >
            <ArrayField source={item.source} label={false}>
              <EntityDataTable
                entity={item.entity}
                omit={['carrierId']}
                empty={<Empty message={t(item.none)} />}
              />
            </ArrayField>
          </TabbedShowLayout.Tab>
        ))}
        <TabbedShowLayout.Tab label={t('tabs.documents')} path="documents">
          <DocumentsTab />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </WhenDetailed>
  </Show>
);
