import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { RadioButtonGroupInput, TextInput, Toolbar, useTranslate } from 'react-admin';
import { Form } from '../../components/forms/Form';
import { SaveButton } from '../../components/SaveButton';
import { closedEditable } from '../../domain/orderStatus';
import { LabelsInput } from './LabelsInput';
import { OrderSummary } from './OrderSummary';
import { paymentChoices } from './fields';
import type { Order } from '../../providers/records/order';
import { textLimit } from '../../components/textLimits';

/**
 * The edit screen of a completed, cancelled or deleted order: exactly the fields its status still allows
 * (`closedEditable`, docs/decisions-orders.md), never an empty page. The rest is summed up read-only above.
 */
export function ClosedOrderForm({ order, failed }: { order: Order; failed: boolean }) {
  const translate = useTranslate();
  const fields = closedEditable(order) ?? [];
  return (
    <Form record={order} resource="orders">
      <Card variant="outlined" sx={{ m: { xs: 1, md: 2 }, maxWidth: 720 }}>
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            {`${translate('resources.orders.name', { smart_count: 1 })} #${order.id}`}
          </Typography>
          {failed && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="not-saved">
              {translate('resources.orders.messages.notSaved')}
            </Alert>
          )}
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate(
              fields.includes('paymentStatus')
                ? 'resources.orders.flow.closedWithPayment'
                : 'resources.orders.refusals.readOnly',
            )}
          </Alert>
          <OrderSummary order={order} />
          <Box data-testid="closed-fields">
            {fields.includes('paymentStatus') && (
              <RadioButtonGroupInput
                source="paymentStatus"
                choices={paymentChoices}
                helperText="resources.orders.flow.paidIsFinal"
              />
            )}
            <TextInput source="description" multiline minRows={2} fullWidth {...textLimit('text')} />
            <LabelsInput />
          </Box>
        </CardContent>
        <Toolbar>
          <SaveButton label="resources.orders.actions.update" />
        </Toolbar>
      </Card>
    </Form>
  );
}
