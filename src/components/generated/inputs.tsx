// The input of a described field in a form or a filter bar: one switch from the field type to a
// react-admin input. Validation is the form's (the entity's zod schema), not the input's.
import {
  AutocompleteInput,
  BooleanInput,
  NullableBooleanInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import type { ReactNode } from 'react';
import { Grid } from '@mui/material';
import { DayInput } from '../DayField';
import { ENTITIES, type EntityDescription, type EntityResource } from '../../domain/entities';
import { labelOf } from '../../domain/entities';

const TEXT_TYPES: Record<string, string | undefined> = { email: 'email', url: 'url', phone: 'tel' };

export interface EntityInputProps {
  entity: EntityDescription;
  name: string;
  /**
   * The filter bar reads these from the element itself: the parameter it sets and its label.
   * Given by entityFilter() below; a form's input needs neither.
   */
  source?: string;
  label?: string;
  alwaysOn?: boolean;
  /** In a filter bar: booleans may be left open, and the source is the filter's parameter. */
  filter?: { param: string; alwaysOn?: boolean };
  /** Shown but not changed (a reference chosen when the record was created). */
  readOnly?: boolean;
  helperText?: string;
}

export const EntityInput = ({ entity, name, filter, readOnly, helperText }: EntityInputProps) => {
  const translate = useTranslate();
  const f = entity.fields[name]!;
  const label = labelOf(entity, name);
  const source = filter?.param ?? name;
  const common = {
    source,
    label,
    alwaysOn: filter?.alwaysOn,
    readOnly,
    fullWidth: !filter,
    helperText: helperText ?? (filter ? undefined : f.help),
  };
  switch (f.type) {
    case 'boolean':
      return filter ? <NullableBooleanInput {...common} /> : <BooleanInput {...common} />;
    case 'enum':
      return (
        <SelectInput
          {...common}
          choices={f.choices!.values.map((v) => ({
            id: v,
            name: translate(`${f.choices!.labels}.${v}`),
          }))}
        />
      );
    case 'reference':
      return (
        <ReferenceInput
          source={source}
          reference={f.reference!.resource}
          alwaysOn={filter?.alwaysOn}
          // The choices in the referenced list's own order (the API sorts by its keys only).
          sort={ENTITIES[f.reference!.resource as EntityResource]?.sort}
        >
          <AutocompleteInput
            label={label}
            filterToQuery={(q: string) => ({ q })}
            readOnly={readOnly}
            fullWidth={!filter}
            helperText={helperText ?? (filter ? undefined : f.help)}
            isRequired={f.required && !filter}
          />
        </ReferenceInput>
      );
    case 'date':
      return <DayInput {...common} asFilter={Boolean(filter)} />;
    default:
      return (
        <TextInput
          {...common}
          type={TEXT_TYPES[f.type]}
          multiline={f.type === 'longText'}
          minRows={f.type === 'longText' ? 3 : undefined}
          isRequired={f.required && !filter}
          inputMode={f.type === 'percent' || f.type === 'money' ? 'decimal' : undefined}
        />
      );
  }
};

/** A described field as a filter of the list bar, which reads source, label and alwaysOn. */
export const entityFilter = (entity: EntityDescription, name: string, param: string) => (
  <EntityInput
    key={name}
    entity={entity}
    name={name}
    filter={{ param }}
    source={param}
    label={labelOf(entity, name)}
  />
);

/** How much of a form's row an input takes: long texts and addresses the whole row. */
const WIDTH: Partial<Record<string, Record<string, number>>> = {
  longText: { xs: 12 },
  url: { xs: 12 },
  boolean: { xs: 12, md: 6 },
};

/**
 * The inputs of the described fields of one form section (or of all), in a responsive grid:
 * half a row each on wider screens. Inside an array input (a carrier's products) the sources are
 * the item's own. `render` draws a field its own way; `omit` leaves fields out.
 */
export const EntityInputGrid = ({
  entity,
  section,
  omit = [],
  creating = true,
  render = {},
}: {
  entity: EntityDescription;
  section?: string;
  omit?: readonly string[];
  /** A record's parent (a reference) is chosen when it is created, then only shown. */
  creating?: boolean;
  render?: Record<string, ReactNode>;
}) => (
  <Grid container columnSpacing={2} sx={{ width: '100%' }}>
    {Object.entries(entity.fields)
      .filter(([name, f]) => f.form && (!section || f.form === section) && !omit.includes(name))
      .map(([name, f]) => (
        <Grid key={name} size={WIDTH[f.type] ?? { xs: 12, md: 6 }}>
          {render[name] ?? (
            <EntityInput
              entity={entity}
              name={name}
              readOnly={!creating && f.type === 'reference'}
            />
          )}
        </Grid>
      ))}
  </Grid>
);
