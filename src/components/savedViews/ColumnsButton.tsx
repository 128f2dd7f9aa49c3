// The columns picker of a generated list: a menu of the described columns, each shown or hidden
// with a click (at least one stays). It has no search box of its own, so the list's Search field
// is the only one on the page; the choice lives in react-admin's store, where the DataTable and
// the saved views read it.
import { useState } from 'react';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { Button, useTranslate } from 'react-admin';
import { labelOf, listColumnsOf, type EntityDescription } from '../../domain/entities';
import { useHiddenColumns } from './listView';

export const ColumnsButton = ({
  entity,
  omit = [],
}: {
  entity: EntityDescription;
  omit?: readonly string[];
}) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hidden, setHidden] = useHiddenColumns(entity.resource);
  const columns = listColumnsOf(entity)
    .filter((f) => !omit.includes(f.name))
    .map((f) => ({
      source: f.reference ? f.reference.nameField : f.name,
      label: labelOf(entity, f.name),
    }));
  const shown = columns.filter((c) => !hidden.includes(c.source));
  const toggle = (source: string) => {
    if (hidden.includes(source)) setHidden(hidden.filter((c) => c !== source));
    else if (shown.length > 1) setHidden([...hidden, source]);
  };
  return (
    <>
      <Button
        label="savedViews.columns"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <ViewColumnIcon />
      </Button>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': translate('savedViews.columnsTitle') } }}
      >
        {columns.map((c) => {
          const on = !hidden.includes(c.source);
          return (
            <MenuItem
              key={c.source}
              role="menuitemcheckbox"
              aria-checked={on}
              // The last shown column stays: a grid without columns would show nothing.
              aria-disabled={on && shown.length === 1 ? true : undefined}
              onClick={() => toggle(c.source)}
            >
              <ListItemIcon>
                {on ? <CheckBoxIcon color="primary" /> : <CheckBoxOutlineBlankIcon />}
              </ListItemIcon>
              <ListItemText primary={translate(c.label)} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
};
