import { Grid } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { EmailInput, PhoneInput } from '../../components/ContactInputs';
import { customerErrors } from '../../domain/customerRules';
import { textLimit } from '../../components/textLimits';

/** The languages a customer may be spoken to in: the interface languages. */
export const contactLanguageChoices = ['en', 'pl', 'ru'].map((id) => ({ id, name: `app.languages.${id}` }));

/** The form's own check, the same rules the backend applies: the spec's messages under each field. */
export const validateCustomer = (values: Record<string, unknown>) => customerErrors(values);

/** The customer's editable data, shared by the add screen and the profile's data tab. */
export function CustomerInputs() {
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="name" isRequired fullWidth {...textLimit('name')} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <EmailInput source="email" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <PhoneInput source="phone" isRequired fullWidth helperText="resources.customers.phoneHint" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <PhoneInput source="additionalPhone" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput source="contactLanguage" choices={contactLanguageChoices} fullWidth />
      </Grid>
      <Grid size={12}>
        <TextInput source="notes" multiline minRows={2} fullWidth {...textLimit('text')} />
      </Grid>
    </Grid>
  );
}
