import type { ReactNode } from 'react';
import { Box, Divider, FormHelperText, Grid, Typography } from '@mui/material';
import { useFormState, useWatch } from 'react-hook-form';
import {
  BooleanInput,
  CheckboxGroupInput,
  DateInput,
  NumberInput,
  PasswordInput,
  RadioButtonGroupInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { FormToolbar } from '../../components/FormToolbar';
import { ImageUploadInput } from '../../components/ImageUploadInput';
import { DEFAULT_MONTHLY_WEEKEND_LIMIT } from '../../domain/daysOff';
import { PARTNER_STATUS } from '../../domain/statuses';
import {
  PARTNER_FLAGS,
  T_SHIRT_SIZES,
  validatePartner,
  type PartnerDraft,
} from '../../domain/partnerValidation';
import { partnerStatusChoices, useServiceTypes } from './fields';
import { AddressMapInput, DistrictsInput } from './inputs';
import type { Partner } from './types';

/** 'address.city' -> { address: { city } }: react-admin's form-level validation wants the form's shape. */
export function nest(flat: Record<string, string>) {
  const out: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = out;
    keys.slice(0, -1).forEach((key) => (node = (node[key] ??= {}) as Record<string, unknown>));
    node[keys[keys.length - 1]] = message;
  }
  return out;
}

export const PARTNER_DEFAULTS = {
  status: PARTNER_STATUS.registered,
  isCompany: false,
  tShirtSize: 'm',
  activePolygons: [],
  serviceTypes: [],
  monthlyWeekendLimit: DEFAULT_MONTHLY_WEEKEND_LIMIT,
  flags: {
    cashOrdersAvailable: true,
    ordersEnabled: true,
    weekendLimitEnabled: false,
    showPhoto: true,
    showOrders: true,
    returnedItemsAfterDismissal: false,
    percentage: true,
    percentageAtClientChoice: false,
  },
};

const kindChoices = [
  { id: 'private', name: 'resources.partners.kinds.private' },
  { id: 'company', name: 'resources.partners.kinds.company' },
];
const sizeChoices = T_SHIRT_SIZES.map((size) => ({ id: size, name: size.toUpperCase() }));

const FILE_FIELDS = ['frontDocument', 'backDocument', 'additionalDocument', 'avatar'] as const;

/** A message the form-level validation left for a file field under `{source}Check`. */
function FileNote({ source }: { source: string }) {
  const translate = useTranslate();
  const { errors } = useFormState({ name: `${source}Check` });
  const error = errors[`${source}Check`]?.message as unknown as { message?: string } | string | undefined;
  const key = typeof error === 'string' ? error : error?.message;
  return key ? (
    <FormHelperText error role="alert" sx={{ mt: -1 }}>
      {translate(key)}
    </FormHelperText>
  ) : null;
}

function FileInput({ source, isRequired }: { source: (typeof FILE_FIELDS)[number]; isRequired?: boolean }) {
  return (
    <>
      <ImageUploadInput source={source} resource="partners" isRequired={isRequired} />
      <FileNote source={source} />
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', mt: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      <Grid container columnSpacing={2}>
        {children}
      </Grid>
      <Divider sx={{ mt: 1 }} />
    </Box>
  );
}

const Cell = ({ children, wide }: { children: ReactNode; wide?: boolean }) => (
  <Grid size={{ xs: 12, sm: wide ? 12 : 6, md: wide ? 12 : 4 }}>{children}</Grid>
);

function CompanyName() {
  const isCompany = useWatch({ name: 'isCompany' });
  return isCompany ? <TextInput source="companyName" isRequired fullWidth /> : null;
}

function WeekendLimit() {
  const enabled = useWatch({ name: 'flags.weekendLimitEnabled' });
  return enabled ? <NumberInput source="monthlyWeekendLimit" step={1} min={0} /> : null;
}

/** One form for add and edit: every field of the partner, with the spec's validation messages. */
export function PartnerForm() {
  const record = useRecordContext<Partner>();
  const types = useServiceTypes();
  const isNew = !record?.id;
  const validate = (values: Record<string, unknown>) => {
    const errors = validatePartner(values as PartnerDraft, { isNew });
    // The upload input shows server messages and its own; a missing file is reported beside it (FileNote).
    for (const field of FILE_FIELDS) {
      if (errors[field]) {
        errors[`${field}Check`] = errors[field];
        delete errors[field];
      }
    }
    return nest(errors);
  };
  return (
    <SimpleForm
      toolbar={<FormToolbar />}
      validate={validate}
      defaultValues={PARTNER_DEFAULTS}
      warnWhenUnsavedChanges
      sx={{ maxWidth: 1100 }}
    >
      <Section title="resources.partners.sections.personal">
        <Cell>
          <SelectInput source="status" choices={partnerStatusChoices} fullWidth />
        </Cell>
        <Cell>
          <RadioButtonGroupInput
            source="isCompany"
            label="resources.partners.fields.kind"
            choices={kindChoices}
            format={(value: boolean) => (value ? 'company' : 'private')}
            parse={(value: string) => value === 'company'}
          />
        </Cell>
        <Cell>
          <CompanyName />
        </Cell>
        <Cell>
          <TextInput source="name" isRequired fullWidth />
        </Cell>
        <Cell>
          <TextInput source="surname" isRequired fullWidth />
        </Cell>
        <Cell>
          <TextInput source="middleName" fullWidth />
        </Cell>
        <Cell>
          <DateInput source="dateOfBirth" isRequired fullWidth />
        </Cell>
        <Cell>
          <TextInput source="referralCode" fullWidth />
        </Cell>
        <Cell>
          <SelectInput source="tShirtSize" choices={sizeChoices} translateChoice={false} fullWidth />
        </Cell>
        <Cell>
          <FileInput source="avatar" />
        </Cell>
        <Cell>
          <TextInput source="socialNetworks" fullWidth />
        </Cell>
      </Section>

      <Section title="resources.partners.sections.documents">
        <Cell>
          <TextInput source="documentNumber" isRequired fullWidth />
        </Cell>
        <Cell>
          <DateInput source="documentIssueDate" isRequired fullWidth />
        </Cell>
        <Cell>
          <DateInput source="documentValidDate" isRequired fullWidth />
        </Cell>
        <Cell>
          <TextInput source="personalNumber" isRequired fullWidth />
        </Cell>
        <Cell>
          <TextInput source="personalTaxNumber" fullWidth />
        </Cell>
        <Cell>{null}</Cell>
        <Cell>
          <FileInput source="frontDocument" isRequired />
        </Cell>
        <Cell>
          <FileInput source="backDocument" isRequired />
        </Cell>
        <Cell>
          <FileInput source="additionalDocument" />
        </Cell>
      </Section>

      <Section title="resources.partners.sections.address">
        <Cell>
          <TextInput source="address.city" isRequired fullWidth />
        </Cell>
        <Cell>
          <TextInput source="address.postcode" fullWidth />
        </Cell>
        <Cell>
          <TextInput source="address.street" isRequired fullWidth />
        </Cell>
        <Cell>
          <TextInput source="address.house" isRequired fullWidth />
        </Cell>
        <Cell>
          <TextInput source="address.apartment" fullWidth />
        </Cell>
        <Cell wide>
          <AddressMapInput />
        </Cell>
        <Cell wide>
          <DistrictsInput />
        </Cell>
      </Section>

      <Section title="resources.partners.sections.bank">
        <Cell>
          <TextInput source="iban" isRequired fullWidth />
        </Cell>
        <Cell>
          <TextInput source="bic" isRequired fullWidth />
        </Cell>
        <Cell>
          <TextInput source="bankName" isRequired fullWidth />
        </Cell>
      </Section>

      <Section title="resources.partners.sections.account">
        <Cell>
          <TextInput
            source="email"
            isRequired
            fullWidth
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'email' } }}
          />
        </Cell>
        <Cell>
          <TextInput source="phone" type="tel" isRequired fullWidth />
        </Cell>
        <Cell>{null}</Cell>
        <Cell>
          <PasswordInput
            source="password"
            isRequired={isNew}
            helperText={isNew ? undefined : 'resources.partners.helpers.password'}
            fullWidth
            autoComplete="new-password"
          />
        </Cell>
        <Cell>
          <PasswordInput source="repeatPassword" isRequired={isNew} fullWidth autoComplete="new-password" />
        </Cell>
      </Section>

      <Section title="resources.partners.sections.services">
        <Cell wide>
          <CheckboxGroupInput source="serviceTypes" choices={types} translateChoice={false} isRequired />
        </Cell>
      </Section>

      <Section title="resources.partners.sections.flags">
        {PARTNER_FLAGS.map((flag) => (
          <Cell key={flag}>
            <BooleanInput source={`flags.${flag}`} />
          </Cell>
        ))}
        <Cell>
          <WeekendLimit />
        </Cell>
      </Section>
    </SimpleForm>
  );
}
