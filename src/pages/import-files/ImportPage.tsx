// Upload of a carrier's values or transactions file (/import, and /carriers/import with the
// carrier chosen from its detail page): pick the carrier and the file type, drop or choose the
// file; the import then runs in the background under the floating progress indicator.
import { useState, type ChangeEvent } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import {
  AutocompleteInput,
  FileField,
  FileInput,
  RadioButtonGroupInput,
  ReferenceInput,
  Title,
  useDataProvider,
  useGetOne,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { IMPORT_FILE_KINDS, type ImportFileKind } from '../../domain/enums';
import { V } from '../../domain/rules';
import { idSchema } from '../../domain/schemas/common';
import { MAX_IMPORT_BYTES } from '../../domain/schemas/files';
import { PageBreadcrumbs, type Crumb } from '../../components/Breadcrumbs';
import { PortalForm } from '../../components/PortalForm';
import { importTracker } from '../../components/imports/importTracker';
import type { PortalDataProvider } from '../../providers/data';

const t = (key: string) => `pages.import.${key}`;

const COLUMNS: Record<ImportFileKind, string> = {
  Values:
    'Insured, Policy Number, Valuation Date, Accumulated Value, Loan Balance, Total Death Benefit',
  Transactions: 'Insured, Policy Number, Date, Contribution Type, Contribution Amount, Loan Amount',
};

const uploadSchema = z.object({
  carrierId: idSchema,
  kind: z.enum(IMPORT_FILE_KINDS, { error: V.required }),
  file: z.object(
    {
      rawFile: z
        .instanceof(File, { error: V.required })
        .refine((file) => file.size <= MAX_IMPORT_BYTES, t('tooLarge')),
    },
    { error: V.required },
  ),
});
type UploadValues = z.infer<typeof uploadSchema>;

const BY_NAME = { field: 'name', order: 'ASC' } as const;

/** Carriers › the carrier › Import files, or Import Files › Upload. */
function useTrail(carrierId: number | undefined, fromCarriers: boolean): Crumb[] {
  const translate = useTranslate();
  const { data: carrier } = useGetOne<{ id: number; name: string }>(
    'carriers',
    { id: carrierId ?? 0 },
    { enabled: fromCarriers && carrierId !== undefined },
  );
  if (!fromCarriers) {
    return [
      { label: translate('menu.importFiles'), to: '/import-files' },
      { label: translate(t('title')) },
    ];
  }
  return [
    { label: translate('menu.carriers'), to: '/carriers' },
    ...(carrier ? [{ label: carrier.name, to: `/carriers/${carrier.id}/show` }] : []),
    { label: translate(t('title')) },
  ];
}

/** The drop zone of the file, CSV or text. */
const ImportFileInput = () => {
  const translate = useTranslate();
  return (
    <FileInput
      source="file"
      label={t('file')}
      accept={{ 'text/csv': ['.csv'], 'text/plain': ['.txt'] }}
      // The drop zone's hidden file input needs a name of its own for screen readers.
      inputProps={{ 'aria-label': translate(t('file')) }}
      placeholder={
        <Typography variant="body2" sx={{ py: 2 }}>
          {translate(t('drop'))}
        </Typography>
      }
      isRequired
      sx={{
        '& .RaFileInput-dropZone': {
          border: 2,
          borderStyle: 'dashed',
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'action.hover',
        },
      }}
    >
      <FileField source="src" title="title" />
    </FileInput>
  );
};

/** Starts the import of the chosen file, tracks its progress and goes to the file list. */
function useStartImport() {
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  return async (values: Record<string, unknown>) => {
    const input = values as UploadValues;
    try {
      const started = await dataProvider.startImport(
        input.kind,
        input.carrierId,
        input.file.rawFile,
      );
      importTracker.start({ progressId: started.progressId, fileName: started.fileName });
      notify('imports.messages.started', { type: 'success' });
      navigate('/import-files');
    } catch {
      // The reason itself is shown by the global error handler (spec 8).
      notify('imports.messages.uploadFailed', { type: 'error' });
    }
  };
}

export const ImportPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromCarriers = useLocation().pathname.startsWith('/carriers');
  const preselected = idSchema.safeParse(Number(params.get('carrierId')));
  const carrierId = preselected.success ? preselected.data : undefined;
  const trail = useTrail(carrierId, fromCarriers);
  const [kind, setKind] = useState<ImportFileKind>('Values');

  const upload = useStartImport();

  return (
    <Box sx={{ maxWidth: 760 }}>
      <Title title={translate(t('title'))} />
      <PageBreadcrumbs trail={trail} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate(t('title'))}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(t('intro'))}
          </Typography>
          <PortalForm
            schema={uploadSchema}
            defaultValues={{ carrierId, kind: 'Values' }}
            onSubmit={upload}
            saveLabel={t('upload')}
            onCancel={() =>
              navigate(fromCarriers && carrierId ? `/carriers/${carrierId}/show` : '/import-files')
            }
          >
            <ReferenceInput source="carrierId" reference="carriers" sort={BY_NAME}>
              <AutocompleteInput label={t('carrier')} optionText="name" isRequired fullWidth />
            </ReferenceInput>
            <RadioButtonGroupInput
              source="kind"
              label={t('fileType')}
              isRequired
              onChange={(event: ChangeEvent<HTMLInputElement>) =>
                setKind(event.target.value as ImportFileKind)
              }
              choices={IMPORT_FILE_KINDS.map((id) => ({
                id,
                name: `imports.kinds.${id}`,
              }))}
            />
            <Typography variant="body2" color="text.secondary">
              {translate(t('columns'), { columns: COLUMNS[kind] })}
            </Typography>
            <ImportFileInput />
          </PortalForm>
        </CardContent>
      </Card>
    </Box>
  );
};
