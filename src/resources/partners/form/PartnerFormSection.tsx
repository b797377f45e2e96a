/** The declared partner form on screen: each declared field as its input, laid out section by section. */
import { textLimit } from '../../../components/textLimits';
import type { ReactNode } from 'react';
import { Box, Divider, FormHelperText, Grid, Typography } from '@mui/material';
import { useFormState, useWatch } from 'react-hook-form';
import {
  BooleanInput,
  DateInput,
  NumberInput,
  PasswordInput,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { EmailInput, PhoneInput } from '../../../components/ContactInputs';
import { ImageUploadInput } from '../../../components/ImageUploadInput';
import type { PartnerFieldDecl, PartnerSectionDecl } from './declaredFields';

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

/** A declared field as its input. `isNew`: adding a partner (the password is required only then). */
export function PartnerFieldInput({ decl, isNew }: { decl: PartnerFieldDecl; isNew: boolean }) {
  const isRequired = decl.required === 'onCreate' ? isNew : !!decl.required;
  const { source } = decl;
  const text = { source, isRequired, fullWidth: true };
  const limited = { ...text, ...textLimit(decl.kind === 'text' ? (decl.limit ?? 'line') : 'line') };
  switch (decl.kind) {
    case 'date':
      return <DateInput {...text} />;
    case 'email':
      return <EmailInput {...limited} autoComplete="off" />;
    case 'tel':
      return <PhoneInput {...limited} />;
    case 'password':
      return (
        <PasswordInput
          {...limited}
          helperText={isNew ? undefined : decl.editHelper}
          autoComplete="new-password"
        />
      );
    case 'select':
      return <SelectInput {...text} choices={decl.choices} translateChoice={decl.translateChoice} />;
    case 'number':
      return <NumberInput source={source} step={decl.step} min={decl.min} />;
    case 'boolean':
      return <BooleanInput source={source} />;
    case 'image':
      return (
        <>
          <ImageUploadInput source={source} resource="partners" isRequired={isRequired} />
          <FileNote source={source} />
        </>
      );
    case 'custom':
      return <decl.input />;
    default:
      return <TextInput {...limited} />;
  }
}

/** The field only while another value of the form is on. */
function WhenOn({ source, children }: { source: string; children: ReactNode }) {
  return useWatch({ name: source }) ? <>{children}</> : null;
}

const Cell = ({ wide, children }: { wide?: boolean; children?: ReactNode }) => (
  <Grid size={{ xs: 12, sm: wide ? 12 : 6, md: wide ? 12 : 4 }}>{children}</Grid>
);

/** A titled section: its fields three to a row on wide screens, two on tablets, one on phones. */
export function PartnerFormSection({ section, isNew }: { section: PartnerSectionDecl; isNew: boolean }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', mt: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(section.title)}
      </Typography>
      <Grid container columnSpacing={2}>
        {section.fields.map((decl) => {
          const input = <PartnerFieldInput decl={decl} isNew={isNew} />;
          return [
            decl.gapBefore ? <Cell key={`${decl.source}-gap`} /> : null,
            <Cell key={decl.source} wide={decl.wide}>
              {decl.when ? <WhenOn source={decl.when}>{input}</WhenOn> : input}
            </Cell>,
          ];
        })}
      </Grid>
      <Divider sx={{ mt: 1 }} />
    </Box>
  );
}
