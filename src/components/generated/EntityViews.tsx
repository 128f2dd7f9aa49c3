// The record views of a described resource: <Show> with the described fields, and <Edit> and
// <Create> with the described form sections, validated on every event with the entity's zod
// schema (the API's own rules and messages), saved pessimistically, with the breadcrumb
// list › record › page that every detail page has.
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import {
  Create,
  Edit,
  EditButton,
  Show,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useResourceDefinition,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import {
  formSectionsOf,
  labelOf,
  schemaOf,
  showFieldsOf,
  type EntityDescription,
} from '../../domain/entities';
import { PageBreadcrumbs } from '../Breadcrumbs';
import { RecordHistoryButton } from '../history/HistoryButton';
import { PortalForm } from '../PortalForm';
import { EntityInputGrid } from './inputs';
import { FieldValue, recordPath } from './values';

/** list › record (› page): the record named by its title field. */
export const EntityCrumbs = ({ entity, page }: { entity: EntityDescription; page?: string }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const list = {
    label: translate(`resources.${entity.resource}.name_other`),
    to: `/${entity.resource}`,
  };
  const title = record ? String(record[entity.title] ?? '') : '';
  const trail = record
    ? [list, { label: title, to: page ? recordPath(entity.resource, record.id) : undefined }]
    : [list];
  return <PageBreadcrumbs trail={page ? [...trail, { label: translate(page) }] : trail} />;
};

/** The page's heading: the record's title. */
export const EntityHeading = ({ entity }: { entity: EntityDescription }) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Typography variant="h5" component="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
      {String(record[entity.title] ?? '')}
    </Typography>
  );
};

/**
 * The described fields of the record in context, label above value, in a grid of one to three
 * columns; long texts take a whole row. `section` keeps those of one form section; `render`
 * draws a field its own way (e.g. the account number with its Reveal).
 */
export const EntityFieldGrid = ({
  entity,
  section,
  render = {},
}: {
  entity: EntityDescription;
  section?: string;
  render?: Record<string, ReactNode>;
}) => {
  const translate = useTranslate();
  const fields = showFieldsOf(entity).filter((f) => !section || f.form === section);
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
        },
        gap: 2,
        m: 0,
      }}
    >
      {fields.map((f) => (
        <Box
          key={f.name}
          sx={{ minWidth: 0, gridColumn: f.type === 'longText' ? '1 / -1' : undefined }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(labelOf(entity, f.name))}
          </Typography>
          <Typography
            component="dd"
            variant="body1"
            sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
          >
            {render[f.name] ?? <FieldValue entity={entity} name={f.name} empty="–" />}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};

export interface EntityShowProps {
  entity: EntityDescription;
  /** Buttons of the page's toolbar besides Edit (e.g. a document's Download). */
  actions?: ReactNode;
  /** What the screen shows below the described fields (e.g. a record's related lists). */
  children?: ReactNode;
}

export const EntityShow = ({ entity, actions, children }: EntityShowProps) => (
  <Show
    actions={
      <TopToolbar>
        {actions}
        <RecordHistoryButton resource={entity.resource} />
        {useResourceDefinition().hasEdit && <EditButton />}
      </TopToolbar>
    }
  >
    <Box sx={{ px: 2 }}>
      <EntityCrumbs entity={entity} />
      <EntityHeading entity={entity} />
    </Box>
    <Box sx={{ p: 2 }}>
      <EntityFieldGrid entity={entity} />
    </Box>
    {children}
  </Show>
);

/** The described sections of a form, each under its heading (when there are several). */
export const EntityFormSections = ({
  entity,
  creating,
}: {
  entity: EntityDescription;
  creating: boolean;
}) => {
  const translate = useTranslate();
  const sections = formSectionsOf(entity);
  return (
    <>
      {sections.map(({ section }) => (
        <Box key={section} component="section">
          {sections.length > 1 && (
            <Typography variant="subtitle1" component="h2" color="primary" sx={{ fontWeight: 600 }}>
              {translate(`resources.${entity.resource}.sections.${section}`)}
            </Typography>
          )}
          <EntityInputGrid entity={entity} section={section} creating={creating} />
        </Box>
      ))}
    </>
  );
};

/** The form of the record in context (or a new one), saved with the entity's schema. */
const EntityForm = ({ entity, creating }: { entity: EntityDescription; creating: boolean }) => {
  const record = useRecordContext();
  const redirect = useRedirect();
  return (
    <Box sx={{ p: 2, maxWidth: 720 }}>
      <EntityCrumbs entity={entity} page={creating ? 'ra.action.create' : 'ra.action.edit'} />
      <PortalForm
        schema={schemaOf(entity).loose()}
        onCancel={() =>
          record ? redirect('show', entity.resource, record.id) : redirect('list', entity.resource)
        }
      >
        <EntityFormSections entity={entity} creating={creating} />
      </PortalForm>
    </Box>
  );
};

/** After a save: 'Save successfully!' and the record's page. */
export const useSavedThenShow = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return (data: RaRecord) => {
    notify('messages.saved', { type: 'success' });
    redirect('show', resource, data.id);
  };
};

type MutationOptions = {
  onError?: (error: unknown, variables: { data?: unknown } | undefined) => void;
};

/**
 * The edit page of every record: the route's id as the API's number, a pessimistic save, then
 * 'Save successfully!' and the record's page. `onError` handles what a screen reads from a
 * refused save itself (a carrier's removals in use).
 */
export const SavingEdit = ({ children, onError }: { children: ReactNode } & MutationOptions) => {
  // The route's id is text; the API's ids are numbers.
  const { id } = useParams();
  const onSuccess = useSavedThenShow();
  return (
    <Edit
      id={Number(id)}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{ onSuccess, ...(onError ? { onError } : {}) }}
    >
      {children}
    </Edit>
  );
};

/** The create page of every record, saved as SavingEdit saves. */
export const SavingCreate = ({ children }: { children: ReactNode }) => (
  <Create
    mutationMode="pessimistic"
    redirect={false}
    mutationOptions={{ onSuccess: useSavedThenShow() }}
  >
    {children}
  </Create>
);

export const EntityEdit = ({ entity }: { entity: EntityDescription }) => (
  <SavingEdit>
    <EntityForm entity={entity} creating={false} />
  </SavingEdit>
);

export const EntityCreate = ({ entity }: { entity: EntityDescription }) => (
  <SavingCreate>
    <EntityForm entity={entity} creating />
  </SavingCreate>
);
