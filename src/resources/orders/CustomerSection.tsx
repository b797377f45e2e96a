import { textLimit } from '../../components/textLimits';
import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  AutocompleteInput,
  ReferenceInput,
  TextInput,
  useCreate,
  useGetOne,
  useNotify,
  useTranslate,
  type HttpError,
} from 'react-admin';
import { Form } from '../../components/forms/Form';
import { SaveButton } from '../../components/SaveButton';
import { EmailInput, PhoneInput } from '../../components/ContactInputs';
import { useSession } from '../../session/useSession';
import type { SavedCard } from '../../providers/records/order';

interface Customer {
  id: number;
  name: string;
  phone: string;
  email?: string;
  addresses: Record<string, unknown>[];
  legalEntities: Record<string, unknown>[];
  /** kept by the customers' screens; absent on customers saved before cards existed */
  cards?: SavedCard[];
}

const optionText = (customer: Customer) =>
  [customer.name, customer.phone, customer.email].filter(Boolean).join(' · ');

/** Adds a customer inline (with another person to contact) and picks them. */
function QuickCreateCustomer({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate();
  const save = async (values: Record<string, unknown>) => {
    try {
      const created = await create('customers', { data: values }, { returnPromise: true });
      onCreated(created.id as number);
    } catch (error) {
      const body = (error as HttpError).body as { errors?: Record<string, string> } | undefined;
      if (body?.errors) return body.errors;
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="new-customer-title" fullWidth maxWidth="sm">
      <Form draftName="newCustomer" onSubmit={save} resource="customers">
        <DialogTitle id="new-customer-title">{translate('resources.orders.actions.addCustomer')}</DialogTitle>
        <DialogContent>
          <TextInput source="name" {...textLimit('name')} resource="customers" isRequired fullWidth />
          <PhoneInput source="phone" resource="customers" isRequired fullWidth />
          <EmailInput source="email" resource="customers" fullWidth />
          <TextInput
            source="anotherPersonToContact.name"
            {...textLimit('name')}
            resource="customers"
            fullWidth
          />
          <PhoneInput source="anotherPersonToContact.phone" resource="customers" fullWidth />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** The customer: found by phone, name or e-mail, or added inline. */
export function CustomerSection({ readOnly }: { readOnly?: boolean }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [adding, setAdding] = useState(false);
  const location = useSession()?.location;
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
        <ReferenceInput
          source="customerId"
          reference="customers"
          filter={{ location }}
          sort={{ field: 'name', order: 'ASC' }}
        >
          <AutocompleteInput
            label="resources.orders.fields.customer"
            optionText={optionText}
            filterToQuery={(q: string) => ({ q })}
            helperText="resources.customers.pickerHint"
            readOnly={readOnly}
            sx={{ minWidth: { sm: 360 }, width: { xs: '100%', sm: 'auto' } }}
          />
        </ReferenceInput>
        {!readOnly && (
          <Button startIcon={<PersonAddIcon />} onClick={() => setAdding(true)} sx={{ mt: { sm: 1.5 } }}>
            {translate('resources.orders.actions.addCustomer')}
          </Button>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextInput
          source="anotherPersonToContact.name"
          {...textLimit('name')}
          label="resources.customers.fields.anotherPersonToContact.name"
          readOnly={readOnly}
        />
        <PhoneInput
          source="anotherPersonToContact.phone"
          label="resources.customers.fields.anotherPersonToContact.phone"
          readOnly={readOnly}
        />
      </Stack>
      <QuickCreateCustomer
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(id) => {
          setValue('customerId', id, { shouldDirty: true, shouldValidate: true });
          setAdding(false);
        }}
      />
    </Box>
  );
}

/** The chosen customer's record (saved addresses and legal entities), or undefined. */
export function useChosenCustomer() {
  const customerId = useWatch({ name: 'customerId' }) as number | undefined;
  const { data } = useGetOne<Customer>('customers', { id: customerId! }, { enabled: !!customerId });
  return customerId ? data : undefined;
}

export function CustomerSummary() {
  const customer = useChosenCustomer();
  if (!customer) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {customer.phone}
      {customer.email ? ` · ${customer.email}` : ''}
    </Typography>
  );
}
