import { withNameCharacters } from '../../domain/bounds';
import { Alert } from '@mui/material';
import { DateInput, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { SimpleForm } from '../../components/forms/Form';
import { EmailInput } from '../../components/ContactInputs';
import { FormToolbar } from '../../components/FormToolbar';
import { textLimit } from '../../components/textLimits';
import { MoneyInput } from '../../components/MoneyInput';
import { useMoney } from '../../components/money';
import { CERTIFICATE_STATUS, validateCertificate, type Certificate } from '../../domain/certificates';
import { emailProblem } from '../../domain/contactRules';
import type { GiftCertificate } from './types';

const statusChoices = [
  { id: CERTIFICATE_STATUS.active, name: 'resources.certificates.status.active' },
  { id: CERTIFICATE_STATUS.cancelled, name: 'resources.certificates.status.cancelled' },
];

/** The domain's checks, plus the buyer (required) and well-formed e-mails; an empty code is generated. */
function validate(values: Record<string, unknown>) {
  const draft = values as Partial<Certificate> & Record<string, string | undefined>;
  const errors: Record<string, string> = validateCertificate({
    ...draft,
    code: draft.code || 'AAAA-AAAA',
    balance: undefined,
  });
  if (!draft.buyerName?.trim()) errors.buyerName = 'app.validation.required';
  for (const field of ['buyerEmail', 'recipientEmail']) {
    const problem = emailProblem(draft[field]);
    if (problem) errors[field] = problem;
  }
  return withNameCharacters(errors, draft, ['buyerName', 'recipientName']);
}

/**
 * One form for add and edit. The code is left empty to be generated (or typed from a printed card) and is fixed
 * once saved; the amount is fixed once spent; staff only cancel or reinstate (used and expired follow the facts).
 */
export function CertificateForm() {
  const record = useRecordContext<GiftCertificate>();
  const translate = useTranslate();
  const { format } = useMoney();
  const spent = (record?.spent ?? 0) > 0;
  return (
    <SimpleForm
      toolbar={<FormToolbar />}
      validate={validate}
      defaultValues={{ status: CERTIFICATE_STATUS.active }}
      sx={{ maxWidth: 720 }}
    >
      {record && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('resources.certificates.helpers.balance', {
            balance: format(record.balance),
            amount: format(record.amount),
          })}
        </Alert>
      )}
      <TextInput
        source="code"
        readOnly={!!record}
        parse={(value: string) => value.toUpperCase()}
        helperText={record ? false : 'resources.certificates.helpers.code'}
        {...textLimit('line')}
      />
      <MoneyInput
        source="amount"
        readOnly={spent}
        isRequired
        helperText={spent ? 'resources.certificates.helpers.amountLocked' : false}
      />
      <DateInput source="validFrom" />
      <DateInput source="validTo" />
      {record && <SelectInput source="status" choices={statusChoices} />}
      <TextInput source="buyerName" isRequired {...textLimit('name')} />
      <EmailInput source="buyerEmail" />
      <TextInput source="recipientName" {...textLimit('name')} />
      <EmailInput source="recipientEmail" />
      <TextInput source="note" multiline minRows={2} fullWidth {...textLimit('text')} />
    </SimpleForm>
  );
}
