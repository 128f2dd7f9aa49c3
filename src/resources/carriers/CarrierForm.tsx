// The carrier form of create and edit: the carrier and its bank details, its contacts, products
// and investment options. It validates with the shared saveCarrierSchema, so the messages are the
// API's. Removing a product or an investment option asks first, naming what follows.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutline';
import { Grid, type GridProps } from '@mui/material';
import { Button, TextInput, useSimpleFormIteratorItem, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormRows, SectionTitle } from '../../components/FormRows';
import type { RecordFormProps } from '../../components/PortalForm';
import { saveCarrierSchema } from '../../domain/schemas/carrier';
import { carrierEntity, formFieldsOf } from '../../domain/entities';
import { EntityInput, EntityInputGrid } from '../../components/generated/inputs';
import type { CarrierDetail } from '../../domain/api/carriers';
import { RecordForm } from '../RecordForm';
import { CONTACT_INPUTS, emptyContact } from '../../components/contactValues';
import { CARRIER_ITEMS, toFormValues } from './carrierForm';

const t = (key: string) => `resources.carriers.${key}`;

/**
 * Removes a product or an investment option after the confirmation of spec 8: a product's names
 * the policies that lose it (the count the detail gave), an option's that it cannot be undone.
 */
const ConfirmRemoveButton = ({ kind }: { kind: 'products' | 'investments' }) => {
  const { remove, index } = useSimpleFormIteratorItem();
  const { getValues } = useFormContext();
  const [open, setOpen] = useState(false);
  const row = (getValues(`${kind}.${index}`) ?? {}) as {
    productName?: string | null;
    investmentName?: string | null;
    policyCount?: number;
  };
  const name = (kind === 'products' ? row.productName : row.investmentName) ?? '';
  const isProduct = kind === 'products';
  return (
    <>
      <Button
        label={isProduct ? t('removeProduct') : t('removeInvestment')}
        onClick={() => setOpen(true)}
        color="error"
      >
        <RemoveIcon />
      </Button>
      <ConfirmDialog
        isOpen={open}
        // A row not named yet is named by what it is, not by a dash after 'Delete the product'.
        title={t(
          `${isProduct ? 'confirmRemoveProduct' : 'confirmRemoveInvestment'}.${name ? 'title' : 'titleUnnamed'}`,
        )}
        content={
          isProduct ? t('confirmRemoveProduct.content') : t('confirmRemoveInvestment.content')
        }
        translateOptions={{ name, count: row.policyCount ?? 0 }}
        confirm="ra.action.delete"
        onConfirm={() => {
          setOpen(false);
          remove();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

const half = { xs: 12, md: 6 };
const third = { xs: 12, sm: 6, md: 4 };

/** What the inputs below show errors for; anything else goes to the summary. */
const INPUTS = new Set([
  ...formFieldsOf(carrierEntity),
  ...CONTACT_INPUTS,
  ...CARRIER_ITEMS.flatMap(({ source, entity }) => [
    source,
    ...formFieldsOf(entity).map((f) => `${source}.${f}`),
  ]),
]);

/** The inputs of one contact of the carrier: the name and position on a line, then the means. */
const CONTACT_LAYOUT: {
  source: string;
  size: GridProps['size'];
  type?: 'tel' | 'email';
  /** The contact schema requires it (the asterisk). */
  required?: boolean;
}[] = [
  { source: 'firstName', size: third, required: true },
  { source: 'lastName', size: third, required: true },
  { source: 'position', size: third },
  { source: 'phone', size: half, type: 'tel' },
  { source: 'email', size: half, type: 'email' },
];

const ContactInputs = () => (
  <Grid container columnSpacing={2}>
    {CONTACT_LAYOUT.map(({ source, size, type, required }) => (
      <Grid key={source} size={size}>
        <TextInput source={source} type={type} fullWidth isRequired={required} />
      </Grid>
    ))}
  </Grid>
);

/**
 * The contact a row of the carrier's Contacts tab opened (`?contact=<id>`): its first input takes
 * the focus, which scrolls it into view.
 */
const FocusContact = () => {
  const [params] = useSearchParams();
  const { setFocus } = useFormContext();
  const contacts = useWatch({ name: 'contacts' }) as { id?: number }[] | undefined;
  const contactId = Number(params.get('contact'));
  const index = contactId ? (contacts ?? []).findIndex((c) => c.id === contactId) : -1;
  const focused = useRef(false);
  useEffect(() => {
    if (index < 0 || focused.current) return;
    // Once the row's inputs have registered.
    const timer = setTimeout(() => {
      focused.current = true;
      setFocus(`contacts.${index}.firstName`);
    });
    return () => clearTimeout(timer);
  }, [index, setFocus]);
  return null;
};

export interface CarrierFormProps extends RecordFormProps<CarrierDetail> {
  /** Rendered inside the form (e.g. the dialog confirming removals the server reports). */
  children?: ReactNode;
}

export const CarrierForm = ({ children, ...props }: CarrierFormProps) => {
  const translate = useTranslate();
  return (
    <RecordForm schema={saveCarrierSchema} toValues={toFormValues} inputs={INPUTS} {...props}>
      <EntityInputGrid entity={carrierEntity} section="details" />
      <SectionTitle>{translate(t('sections.bank'))}</SectionTitle>
      <EntityInputGrid
        entity={carrierEntity}
        section="bank"
        render={{
          accountNumber: (
            <EntityInput
              entity={carrierEntity}
              name="accountNumber"
              helperText={props.record?.accountNumber ? t('accountNumberKept') : undefined}
            />
          ),
        }}
      />

      <FormRows
        source="contacts"
        title={t('sections.contacts')}
        addLabel={t('addContact')}
        removeLabel={t('removeContact')}
        getItemDefaults={emptyContact}
      >
        <ContactInputs />
      </FormRows>
      <FocusContact />
      {CARRIER_ITEMS.map((item) => (
        <FormRows
          key={item.source}
          source={item.source}
          title={t(`sections.${item.source}`)}
          addLabel={t(item.addLabel)}
          removeButton={<ConfirmRemoveButton kind={item.source} />}
          getItemDefaults={item.emptyRow}
        >
          <EntityInputGrid entity={item.entity} omit={['carrierId']} />
        </FormRows>
      ))}
      {children}
    </RecordForm>
  );
};
