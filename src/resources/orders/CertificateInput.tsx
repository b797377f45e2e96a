import { textLimit } from '../../components/textLimits';
import { useEffect, useRef } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput, useRecordContext, useTranslate } from 'react-admin';
import { useMoney } from '../../components/money';
import { redeem } from '../../domain/certificates';
import type { CheckedCertificate } from '../../api/contract/certificates';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

/**
 * A gift certificate paying part of the price (docs/decisions-stock.md): the code is checked by the backend, then
 * the balance and the amount left to pay are shown. The price itself is untouched; the backend records the used
 * amount and takes it off the certificate when the order is saved.
 */
export function CertificateInput({ readOnly }: { readOnly?: boolean }) {
  const translate = useTranslate();
  const { format } = useMoney();
  const dataProvider = useAppDataProvider();
  const record = useRecordContext();
  const { setValue, setError, clearErrors } = useFormContext();
  const [code, info] = useWatch({ name: ['certificateCode', 'certificateInfo'] }) as [
    string | undefined,
    CheckedCertificate | null | undefined,
  ];
  // What a checked certificate leaves to pay: without one, the price's changes do not redraw this input.
  const payment = useWatch({
    name: ['price', 'certificateInfo'],
    compute: ([price, checked]: [number | undefined, CheckedCertificate | null | undefined]) =>
      checked ? redeem(price ?? 0, checked) : null,
  });
  const check = useMutation({
    mutationFn: (value: string) =>
      dataProvider.checkCertificate({ code: value, orderId: record ? Number(record.id) : undefined }),
    onSuccess: (data) => {
      clearErrors('certificateCode');
      setValue('certificateInfo', data);
    },
    onError: (error: { body?: { errors?: Record<string, string> }; message?: string }) => {
      setValue('certificateInfo', null);
      setError('certificateCode', {
        type: 'server',
        message: error.body?.errors?.certificateCode ?? error.message,
      });
    },
  });
  // An order saved with a certificate: check it once so the amount to pay shows.
  const checked = useRef(false);
  useEffect(() => {
    if (!checked.current && code && !info) {
      checked.current = true;
      check.mutate(code);
    }
  }, [code, info, check]);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
      <TextInput
        source="certificateCode"
        {...textLimit('line')}
        resource="orders"
        label="resources.certificates.fields.code"
        readOnly={readOnly}
        parse={(value: string) => value.toUpperCase()}
        onChange={() => setValue('certificateInfo', null)}
      />
      {!readOnly && (
        <Button
          variant="outlined"
          sx={{ mt: 1, flexShrink: 0, whiteSpace: 'nowrap' }}
          disabled={!code || check.isPending}
          onClick={() => code && check.mutate(code)}
        >
          {translate('resources.certificates.actions.check')}
        </Button>
      )}
      {payment && info && (
        <Typography variant="body2" sx={{ mt: { sm: 1 } }} data-testid="certificate-payment">
          {translate('resources.certificates.messages.balance', { balance: format(info.balance) })}
          <br />
          <strong data-testid="amount-to-pay">
            {translate('resources.certificates.messages.amountToPay', {
              amount: format(payment.amountToPay),
            })}
          </strong>
        </Typography>
      )}
    </Stack>
  );
}
