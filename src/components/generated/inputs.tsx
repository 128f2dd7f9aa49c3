// The input of a described field in a form or a filter bar: one switch from the field type to a
// react-admin input. Validation is the form's (the entity's zod schema), not the input's.
import {
  AutocompleteInput,
  BooleanInput,
  DateInput,
  NullableBooleanInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import type { EntityDescription } from '../../domain/entities';
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
}

export const EntityInput = ({ entity, name, filter, readOnly }: EntityInputProps) => {
  const translate = useTranslate();
  const f = entity.fields[name]!;
  const label = labelOf(entity, name);
  const source = filter?.param ?? name;
  const common = { source, label, alwaysOn: filter?.alwaysOn, readOnly, disabled: readOnly };
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
        >
          <AutocompleteInput
            label={label}
            filterToQuery={(q: string) => ({ q })}
            readOnly={readOnly}
            disabled={readOnly}
            isRequired={f.required && !filter}
          />
        </ReferenceInput>
      );
    case 'date':
      return <DateInput {...common} />;
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
