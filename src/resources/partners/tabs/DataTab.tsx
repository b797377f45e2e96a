import type { ProfileTabProps } from '../../../components/profile/ProfileShow';
import { Box, Stack, Typography } from '@mui/material';
import { FunctionField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { useFormat } from '../../../components/useFormat';
import { PARTNER_FLAGS } from '../../../domain/partnerValidation';
import { DistrictsField, ServiceTypesField } from '../displayFields';
import type { Partner } from '../../../providers/records/partner';
import { Heading, LabeledFields } from './common';

const f = (name: string) => `resources.partners.fields.${name}`;
const DASH = '—';

type DaySource = 'dateOfBirth' | 'registrationDate' | 'documentIssueDate' | 'documentValidDate';

/** A day kept as YYYY-MM-DD, in the interface's language (read as a local day, so no time zone shifts it). */
function DayField({ source }: { source: DaySource }) {
  const record = useRecordContext<Partner>();
  const format = useFormat();
  const value = record?.[source];
  return (
    <Typography variant="body2" component="span">
      {format.date(value) || DASH}
    </Typography>
  );
}

const Text = ({ source }: { source: string }) => <TextField source={source} emptyText={DASH} />;

export default function DataTab({ record: partner }: ProfileTabProps<Partner>) {
  const translate = useTranslate();
  const yesNo = (on?: boolean) => translate(on ? 'resources.partners.yes' : 'resources.partners.no');
  const documents = (['frontDocument', 'backDocument', 'additionalDocument'] as const).filter(
    (key) => partner[key],
  );
  return (
    <Box>
      <Heading>resources.partners.sections.personal</Heading>
      <LabeledFields>
        <FunctionField<Partner>
          label={f('kind')}
          render={(record) =>
            translate(`resources.partners.kinds.${record.isCompany ? 'company' : 'private'}`)
          }
        />
        {partner.isCompany && <Text source="companyName" />}
        <Text source="name" />
        <Text source="surname" />
        <Text source="middleName" />
        <DayField source="dateOfBirth" />
        <Text source="referralCode" />
        <DayField source="registrationDate" />
        <FunctionField<Partner>
          source="tShirtSize"
          render={(record) => record.tShirtSize?.toUpperCase() ?? DASH}
        />
        <Text source="socialNetworks" />
      </LabeledFields>
      <Heading>resources.partners.sections.documents</Heading>
      <LabeledFields>
        <Text source="documentNumber" />
        <DayField source="documentIssueDate" />
        <DayField source="documentValidDate" />
        <Text source="personalNumber" />
        <Text source="personalTaxNumber" />
      </LabeledFields>
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
      <LabeledFields>
        <Text source="address.city" />
        <Text source="address.postcode" />
        <FunctionField<Partner>
          source="address.street"
          render={({ address }) => [address?.street, address?.house].filter(Boolean).join(' ') || DASH}
        />
        <Text source="address.apartment" />
        <DistrictsField label={f('activePolygons')} />
      </LabeledFields>
      <Heading>resources.partners.sections.bank</Heading>
      <LabeledFields>
        <Text source="iban" />
        <Text source="bic" />
        <Text source="bankName" />
      </LabeledFields>
      <Heading>resources.partners.sections.services</Heading>
      <ServiceTypesField />
      <Heading>resources.partners.sections.flags</Heading>
      <LabeledFields>
        {PARTNER_FLAGS.map((flag) => (
          <FunctionField<Partner>
            key={flag}
            source={`flags.${flag}`}
            render={(record) => yesNo(record.flags?.[flag])}
          />
        ))}
        {partner.flags?.weekendLimitEnabled && <Text source="monthlyWeekendLimit" />}
      </LabeledFields>
    </Box>
  );
}
