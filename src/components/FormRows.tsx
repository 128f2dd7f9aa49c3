// A titled list of rows in a form (an organization's divisions and contacts, a carrier's
// contacts, products and investment options): a visible remove button on each row and an add
// button under them.
import type { ReactElement, ReactNode } from 'react';
import AddIcon from '@mui/icons-material/AddCircleOutline';
import { Divider, Typography } from '@mui/material';
import {
  ArrayInput,
  Button,
  RemoveItemButton,
  SimpleFormIterator,
  useSimpleFormIterator,
  useTranslate,
} from 'react-admin';

const AddRowButton = ({ label }: { label: string }) => {
  const { add } = useSimpleFormIterator();
  return (
    <Button label={label} onClick={() => add()}>
      <AddIcon />
    </Button>
  );
};

export const SectionTitle = ({ children }: { children: ReactNode }) => (
  <Typography variant="subtitle1" component="h2" color="primary" sx={{ mt: 2, fontWeight: 600 }}>
    {children}
  </Typography>
);

// Rows are removed with a visible button, not one that appears on hover only.
const alwaysShowRemove = {
  '& .RaSimpleFormIterator-action': { visibility: 'visible' },
  '& .RaSimpleFormIterator-line': { py: 1 },
};

export const FormRows = ({
  source,
  title,
  divider = true,
  addLabel,
  removeLabel,
  removeButton,
  getItemDefaults,
  getItemLabel,
  inline,
  children,
}: {
  source: string;
  /** The section title, a translation key. */
  title: string;
  /** A line above the title. */
  divider?: boolean;
  addLabel: string;
  removeLabel?: string;
  /** A remove button of its own (one that asks first) instead of the plain one. */
  removeButton?: ReactElement;
  getItemDefaults: () => Record<string, unknown>;
  getItemLabel?: (index: number) => string;
  inline?: boolean;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <>
      {divider && <Divider />}
      <SectionTitle>{translate(title)}</SectionTitle>
      <ArrayInput source={source} label={false}>
        <SimpleFormIterator
          inline={inline}
          fullWidth
          disableReordering
          disableClear
          getItemDefaults={getItemDefaults}
          getItemLabel={getItemLabel}
          addButton={<AddRowButton label={addLabel} />}
          removeButton={removeButton ?? <RemoveItemButton label={removeLabel} />}
          sx={alwaysShowRemove}
        >
          {children}
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
};
