// How a described field's value reads: one switch from the field type to what a list cell, a
// record page and a CSV cell show, in the reader's language. The builders use only these.
import type { ReactNode } from 'react';
import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  BooleanField,
  useCanAccess,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { EntityDescription, FieldDescription } from '../../domain/entities';
import { fieldValueText } from '../../domain/entities/format';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Row = Record<string, unknown>;

/** The page of a record of a resource. */
export const recordPath = (resource: string, id: unknown) => `/${resource}/${String(id)}/show`;

/** A field's value as plain text: the CSV cell, and the text of a cell that is not a link. */
export function valueText(
  f: FieldDescription,
  name: string,
  record: Row,
  translate: Translate,
  lang: string,
): string | number {
  const value = f.reference ? record[f.reference.nameField] : record[name];
  return fieldValueText(f, value, translate, lang);
}

/** What a list cell or a record page shows for a field of the record in context. */
export const FieldValue = ({
  entity,
  name,
  link,
  empty = '',
}: {
  entity: EntityDescription;
  name: string;
  /** The value is a link to the record's page (the first column of a list). */
  link?: string;
  /** What stands for no value (a record's page shows a dash). */
  empty?: string;
}) => {
  const record = useRecordContext<Row>();
  const translate = useTranslate();
  const [lang = 'en'] = useLocaleState();
  const f = entity.fields[name]!;
  if (!record) return null;
  if (f.type === 'boolean') return <BooleanField source={name} />;
  if (f.reference) return <ReferenceLink f={f} name={name} record={record} />;
  const text = String(valueText(f, name, record, translate, lang));
  if (!text) return <>{empty}</>;
  if (link) return <CellLink to={link}>{text}</CellLink>;
  if (f.type === 'url') {
    return (
      <MuiLink href={text} target="_blank" rel="noopener noreferrer" onClick={stop}>
        {text}
      </MuiLink>
    );
  }
  if (f.type === 'email') {
    return (
      <MuiLink href={`mailto:${text}`} onClick={stop}>
        {text}
      </MuiLink>
    );
  }
  return <>{text}</>;
};

const stop = (e: React.MouseEvent) => e.stopPropagation();

/** A link inside a clickable row: the row would handle the same click again. */
const CellLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <MuiLink component={Link} to={to} underline="hover" color="inherit" onClick={stop}>
    {children}
  </MuiLink>
);

/** A reference shown by name, a link to that record where the reader may open it. */
const ReferenceLink = ({ f, name, record }: { f: FieldDescription; name: string; record: Row }) => {
  const ref = f.reference!;
  const { canAccess } = useCanAccess({ resource: ref.resource, action: 'show' });
  const text = String(record[ref.nameField] ?? '');
  const id = record[name];
  if (!canAccess || id === null || id === undefined) return <>{text}</>;
  return <CellLink to={recordPath(ref.resource, id)}>{text}</CellLink>;
};
