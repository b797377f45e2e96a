import { Suspense, type ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import {
  BooleanInput,
  RadioButtonGroupInput,
  SelectInput,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { AfterFirstPaint } from '../../components/forms/AfterFirstPaint';
import { Form } from '../../components/forms/Form';
import { usePaymentMethods } from '../../components/usePaymentMethods';
import { AddressSection } from './AddressSection';
import { CardInput } from './CardInput';
import { CustomerSection, CustomerSummary } from './CustomerSection';
import { InvoiceSection } from './InvoiceSection';
import { LabelsInput } from './LabelsInput';
import { OrderPriceProvider } from './OrderPrice';
import { CatalogueProvider } from './useServicesAndLabels';
import { PriceBar } from './PriceBar';
import { PricePanel } from './PricePanel';
import { PromocodeInput } from './PromocodeInput';
import { CertificateInput } from './CertificateInput';
import { ServicesInput } from './ServicesInput';
import { TimeSlotInput } from './TimeSlotInput';
import { paymentChoices, periodicityChoices } from './fields';
import { DateCalendar } from './formParts';
import { validateOrderForm } from './formValues';
import { textLimit } from '../../components/textLimits';

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-labelledby={`section-${id}`}>
      <CardContent>
        <Typography id={`section-${id}`} variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The page's one h1: 'Order #12' when editing, 'New order' when adding or copying. */
function FormHeading() {
  const translate = useTranslate();
  const id = useRecordContext()?.id;
  return (
    <Typography variant="h5" component="h2" sx={{ px: { xs: 1, md: 2 }, pt: 2 }}>
      {id != null
        ? `${translate('resources.orders.name', { smart_count: 1 })} #${id}`
        : translate('resources.orders.flow.newOrder')}
    </Typography>
  );
}

/**
 * One form for add, edit and copy. The price panel stays in view beside the sections; a refused save keeps
 * every value and says so (`failed`).
 */
export function OrderForm({
  failed,
  saveLabel,
  defaultValues,
  record,
}: {
  failed?: boolean;
  saveLabel?: string;
  defaultValues?: Record<string, unknown>;
  record?: Record<string, unknown>;
}) {
  const translate = useTranslate();
  const methods = usePaymentMethods().choices;
  return (
    <Form validate={validateOrderForm} defaultValues={defaultValues} record={record} resource="orders">
      <CatalogueProvider>
        <OrderPriceProvider>
          <FormHeading />
          {failed && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="not-saved">
              {translate('resources.orders.messages.notSaved')}
            </Alert>
          )}
          <Grid container spacing={2} sx={{ p: { xs: 1, md: 2 } }}>
            <Grid size={{ xs: 12, md: 8 }}>
              <Section id="customer" title="resources.orders.sections.customer">
                <CustomerSection />
                <CustomerSummary />
              </Section>
              <Section id="address" title="resources.orders.sections.address">
                <AddressSection />
              </Section>
              {/* Below the first screen: the services onwards are drawn right after it (components/forms/AfterFirstPaint). */}
              <AfterFirstPaint height={2000}>
                <Section id="services" title="resources.orders.sections.services">
                  <ServicesInput />
                  <SelectInput source="periodicity" choices={periodicityChoices} />
                </Section>
                <Section id="date" title="resources.orders.sections.dateTime">
                  <Suspense fallback={<Skeleton variant="rectangular" height={240} />}>
                    <DateCalendar />
                  </Suspense>
                  <TimeSlotInput />
                </Section>
                <Section id="payment" title="resources.orders.sections.payment">
                  <PromocodeInput />
                  <CertificateInput />
                  <SelectInput source="paymentMethodId" choices={methods} translateChoice={false} />
                  <CardInput />
                  <RadioButtonGroupInput source="paymentStatus" choices={paymentChoices} />
                </Section>
                <Section id="invoice" title="resources.orders.sections.invoice">
                  <InvoiceSection />
                </Section>
                <Section id="other" title="resources.orders.sections.other">
                  <TextInput source="additionalInfo" multiline minRows={2} fullWidth {...textLimit('text')} />
                  <TextInput source="description" multiline minRows={2} fullWidth {...textLimit('text')} />
                  <LabelsInput />
                  <BooleanInput source="calculatePrice" />
                </Section>
              </AfterFirstPaint>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Box sx={{ position: { md: 'sticky' }, top: { md: 72 } }}>
                <PricePanel />
              </Box>
            </Grid>
          </Grid>
          <PriceBar saveLabel={saveLabel} />
        </OrderPriceProvider>
      </CatalogueProvider>
    </Form>
  );
}
