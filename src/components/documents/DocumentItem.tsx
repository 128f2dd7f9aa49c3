// One document of a list: its name, date, size (and carrier on a policy's list), with Open,
// Download and, for those who manage the list, Delete.
import type { ReactNode } from 'react';
import { IconButton, ListItem, ListItemText, Stack, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useLocaleState, useTranslate } from 'react-admin';
import type { DocumentRow } from '../../domain/api/documents';
import { formatDate } from '../../domain/dates';
import { localeTag } from '../../domain/locale';
import { docKey, type DocumentActions } from './useDocumentActions';

function formatSize(bytes: number, lang: string): string {
  const locale = localeTag(lang);
  const kb = bytes / 1024;
  if (kb < 1024) {
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'kilobyte',
      maximumFractionDigits: 0,
    }).format(Math.max(1, kb));
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(kb / 1024);
}

const Action = ({
  label,
  name,
  onClick,
  children,
  danger,
}: {
  label: string;
  name: string;
  onClick: () => void;
  children: ReactNode;
  danger?: boolean;
}) => (
  <Tooltip title={label}>
    <IconButton
      aria-label={`${label}: ${name}`}
      color={danger ? 'error' : undefined}
      sx={danger ? { ml: 2 } : undefined}
      onClick={onClick}
    >
      {children}
    </IconButton>
  </Tooltip>
);

const ItemActions = ({
  doc,
  actions,
  deletes,
}: {
  doc: DocumentRow;
  actions: DocumentActions;
  deletes: boolean;
}) => {
  const translate = useTranslate();
  const name = doc.documentName;
  return (
    <Stack direction="row" spacing={1}>
      <Action label={translate(docKey('open'))} name={name} onClick={() => void actions.open(doc)}>
        <OpenInNewIcon fontSize="small" />
      </Action>
      <Action
        label={translate(docKey('download'))}
        name={name}
        onClick={() => void actions.download(doc)}
      >
        <DownloadIcon fontSize="small" />
      </Action>
      {deletes && (
        <Action
          label={translate('ra.action.delete')}
          name={name}
          danger
          onClick={() => actions.setToDelete(doc)}
        >
          <DeleteIcon fontSize="small" />
        </Action>
      )}
    </Stack>
  );
};

export const DocumentItem = ({
  doc,
  actions,
  deletes,
  withCarrier,
}: {
  doc: DocumentRow;
  actions: DocumentActions;
  deletes: boolean;
  withCarrier: boolean;
}) => {
  const [locale] = useLocaleState();
  const name = doc.documentName;
  const details = [
    formatDate(doc.modified, locale),
    formatSize(doc.size, locale),
    withCarrier && doc.carrier,
  ];
  return (
    <ListItem
      disableGutters
      divider
      secondaryAction={<ItemActions doc={doc} actions={actions} deletes={deletes} />}
      sx={{ pr: deletes ? 17 : 11 }}
    >
      <ListItemText
        primary={name}
        secondary={details.filter(Boolean).join(' · ')}
        slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
      />
    </ListItem>
  );
};
