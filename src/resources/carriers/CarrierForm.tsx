// The carrier form of create and edit: the carrier and its bank details, its contacts, products
// and investment options. It validates with the shared saveCarrierSchema, so the messages are the
// API's. Removing a product or an investment option asks first, naming what follows.
import { useState, type ReactNode } from 'react';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutline';
import { Grid, type GridProps } from '@mui/material';
import { Button, TextInput, useSimpleFormIteratorItem, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
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
        title={isProduct ? t('confirmRemoveProduct.title') : t('confirmRemoveInvestment.title')}
        content={
          isProduct ? t('confirmRemoveProduct.content') : t('confirmRemoveInvestment.content')
        }
        translateOptions={{ name: name || '–', count: row.policyCount ?? 0 }}
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
const CONTACT_LAYOUT: { source: string; size: GridProps['size']; type?: 'tel' | 'email' }[] = [
  { source: 'firstName', size: third },
  { source: 'lastName', size: third },
  { source: 'position', size: third },
  { source: 'phone', size: half, type: 'tel' },
  { source: 'email', size: half, type: 'email' },
];

const ContactInputs = () => (
  <Grid container columnSpacing={2}>
    {CONTACT_LAYOUT.map(({ source, size, type }) => (
      <Grid key={source} size={size}>
        <TextInput source={source} type={type} fullWidth />
      </Grid>
    ))}
  </Grid>
);

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
