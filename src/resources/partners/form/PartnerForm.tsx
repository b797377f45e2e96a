import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { SimpleForm } from '../../../components/forms/Form';
import { FormToolbar } from '../../../components/FormToolbar';
import { nestErrors } from '../../../components/formErrors';
import { DEFAULT_MONTHLY_WEEKEND_LIMIT } from '../../../domain/daysOff';
import { PARTNER_STATUS } from '../../../domain/statuses';
import { validatePartner } from '../../../domain/partnerValidation';
import { PARTNER_FILE_FIELDS, PARTNER_FORM } from './declaredFields';
import { PartnerFormSection } from './PartnerFormSection';
import type { Partner } from '../../../providers/records/partner';

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

/** One form for add and edit: the declared fields (declaredFields.ts), with the spec's validation messages. */
export function PartnerForm() {
  const record = useRecordContext<Partner>();
  const translate = useTranslate();
  const isNew = !record?.id;
  const validate = (values: Record<string, unknown>) => {
    const errors = validatePartner(values, { isNew });
    // The upload input shows server messages and its own; a missing file is reported beside it (FileNote).
    for (const field of PARTNER_FILE_FIELDS) {
      if (errors[field]) {
        errors[`${field}Check`] = errors[field];
        delete errors[field];
      }
    }
    return nestErrors(errors);
  };
  return (
    <SimpleForm
      toolbar={<FormToolbar />}
      validate={validate}
      defaultValues={PARTNER_DEFAULTS}
      sx={{ maxWidth: 1100 }}
    >
      <Typography variant="h5" component="h2">
        {isNew
          ? translate('ra.page.create', { name: translate('resources.partners.name', { smart_count: 1 }) })
          : `${record?.name ?? ''} ${record?.surname ?? ''}`}
      </Typography>
      {PARTNER_FORM.map((section) => (
        <PartnerFormSection key={section.title} section={section} isNew={isNew} />
      ))}
    </SimpleForm>
  );
}
