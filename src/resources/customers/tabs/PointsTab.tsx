import type { ProfileTabProps } from '../../../components/profile/ProfileShow';
import { RowsTable } from '../../../components/RowsTable';
import { textLimit } from '../../../components/textLimits';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, Stack, Typography } from '@mui/material';
import { NumberInput, TextInput, useTranslate, type HttpError } from 'react-admin';
import { Form } from '../../../components/forms/Form';
import { SaveButton } from '../../../components/SaveButton';
import type { Customer } from '../../../providers/records/customer';
import { useCustomerAction } from '../useCustomerAction';
import { useDay } from '../useDay';
import { useFormat } from '../../../components/useFormat';
import { Empty } from './Empty';

interface Adjustment {
  change: number;
  note: string;
}

/** Points: the balance, a staff adjustment with its reason, and the history, newest first. */
export default function PointsTab({ record: customer }: ProfileTabProps<Customer>) {
  const translate = useTranslate();
  const day = useDay();
  const format = useFormat();
  const adjust = useCustomerAction<Adjustment>((provider, values) =>
    provider.adjustPoints({ id: customer.id, ...values }),
  );
  const t = (key: string) => `resources.customers.points.${key}`;
  const submit = async (values: Record<string, unknown>) => {
    try {
      await adjust.mutateAsync({ change: Number(values.change), note: String(values.note ?? '') });
    } catch (error) {
      return ((error as HttpError).body as { errors?: Record<string, string> } | undefined)?.errors ?? {};
    }
  };
  const history = [...customer.pointsHistory].reverse();
  return (
    <>
      <Typography variant="h4" component="p" data-testid="points-balance">
        {format.count(customer.points)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(t('balance'))}
      </Typography>
      <Box sx={{ maxWidth: 640, mb: 2 }}>
        <Form
          draftName="points"
          key={customer.pointsHistory.length}
          onSubmit={submit}
          validate={(values) => (values.change ? {} : { change: 'app.validation.required' })}
        >
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <NumberInput
              source="change"
              label={t('change')}
              helperText={t('changeHint')}
              step={1}
              sx={{ width: { sm: 220 }, flexShrink: 0 }}
            />
            <TextInput source="note" label={t('note')} isRequired sx={{ flex: 1 }} {...textLimit('text')} />
            <SaveButton label={t('adjust')} sx={{ mt: { sm: 1 }, flexShrink: 0, whiteSpace: 'nowrap' }} />
          </Stack>
        </Form>
      </Box>
      {history.length === 0 ? (
        <Empty>{t('empty')}</Empty>
      ) : (
        <RowsTable
          label={translate(t('history'))}
          rows={history}
          columns={[
            { label: translate(t('at')), cell: (entry) => day(entry.at) },
            {
              label: translate(t('reason')),
              cell: (entry) => (
                <>
                  {translate(t(`reasons.${entry.reason}`))}
                  {entry.orderId && (
                    <>
                      {' '}
                      <Link component={RouterLink} to={`/orders/details/${entry.orderId}`}>
                        #{entry.orderId}
                      </Link>
                    </>
                  )}
                  {entry.note ? ` — ${entry.note}` : ''}
                  {entry.by ? ` (${entry.by})` : ''}
                </>
              ),
            },
            {
              label: translate(t('change')),
              align: 'right',
              sx: (entry) => ({ color: entry.change < 0 ? 'error.main' : 'success.main' }),
              cell: (entry) =>
                entry.change > 0 ? `+${format.count(entry.change)}` : format.count(entry.change),
            },
          ]}
        />
      )}
    </>
  );
}
