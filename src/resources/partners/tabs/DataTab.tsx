import { Box, Stack } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { PARTNER_FLAGS } from '../../../domain/partnerValidation';
import { DistrictsField, ServiceTypesField } from '../fields';
import type { Partner } from '../types';
import { Field, Fields, Heading } from './common';

const f = (name: string) => `resources.partners.fields.${name}`;

export default function DataTab({ partner }: { partner: Partner }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const date = (value?: string) =>
    value ? new Date(`${value}T00:00:00`).toLocaleDateString(locale) : undefined;
  const address = partner.address ?? {};
  const documents = (['frontDocument', 'backDocument', 'additionalDocument'] as const).filter(
    (key) => partner[key],
  );
  return (
    <Box>
      <Heading>resources.partners.sections.personal</Heading>
      <Fields>
        <Field label={f('kind')}>
          {translate(`resources.partners.kinds.${partner.isCompany ? 'company' : 'private'}`)}
        </Field>
        {partner.isCompany && <Field label={f('companyName')}>{partner.companyName}</Field>}
        <Field label={f('name')}>{partner.name}</Field>
        <Field label={f('surname')}>{partner.surname}</Field>
        <Field label={f('middleName')}>{partner.middleName}</Field>
        <Field label={f('dateOfBirth')}>{date(partner.dateOfBirth)}</Field>
        <Field label={f('referralCode')}>{partner.referralCode}</Field>
        <Field label={f('registrationDate')}>{date(partner.registrationDate)}</Field>
        <Field label={f('tShirtSize')}>{partner.tShirtSize?.toUpperCase()}</Field>
        <Field label={f('socialNetworks')}>{partner.socialNetworks}</Field>
      </Fields>
      <Heading>resources.partners.sections.documents</Heading>
      <Fields>
        <Field label={f('documentNumber')}>{partner.documentNumber}</Field>
        <Field label={f('documentIssueDate')}>{date(partner.documentIssueDate)}</Field>
        <Field label={f('documentValidDate')}>{date(partner.documentValidDate)}</Field>
        <Field label={f('personalNumber')}>{partner.personalNumber}</Field>
        <Field label={f('personalTaxNumber')}>{partner.personalTaxNumber}</Field>
      </Fields>
      <Stack direction="row" spacing={2} sx={{ mt: 1, flexWrap: 'wrap' }}>
        {documents.map((key) => (
          <Box key={key} component="figure" sx={{ m: 0 }}>
            <Box
              component="img"
              src={partner[key] ?? undefined}
              alt={translate(f(key))}
              sx={{
                width: 160,
                height: 100,
                objectFit: 'cover',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            />
            <Box component="figcaption" sx={{ typography: 'caption', color: 'text.secondary' }}>
              {translate(f(key))}
            </Box>
          </Box>
        ))}
      </Stack>
      <Heading>resources.partners.sections.address</Heading>
      <Fields>
        <Field label={f('address.city')}>{address.city}</Field>
        <Field label={f('address.postcode')}>{address.postcode}</Field>
        <Field label={f('address.street')}>{[address.street, address.house].filter(Boolean).join(' ')}</Field>
        <Field label={f('address.apartment')}>{address.apartment}</Field>
        <Field label={f('activePolygons')}>
          <DistrictsField />
        </Field>
      </Fields>
      <Heading>resources.partners.sections.bank</Heading>
      <Fields>
        <Field label={f('iban')}>{partner.iban}</Field>
        <Field label={f('bic')}>{partner.bic}</Field>
        <Field label={f('bankName')}>{partner.bankName}</Field>
      </Fields>
      <Heading>resources.partners.sections.services</Heading>
      <ServiceTypesField />
      <Heading>resources.partners.sections.flags</Heading>
      <Fields>
        {PARTNER_FLAGS.map((flag) => (
          <Field key={flag} label={f(`flags.${flag}`)}>
            {translate(partner.flags?.[flag] ? 'resources.partners.yes' : 'resources.partners.no')}
          </Field>
        ))}
        {partner.flags?.weekendLimitEnabled && (
          <Field label={f('monthlyWeekendLimit')}>{partner.monthlyWeekendLimit}</Field>
        )}
      </Fields>
    </Box>
  );
}
