import { TEXT_MAX, TEXT_TOO_LONG } from '../../domain/bounds';
import { textLimit } from '../../components/textLimits';
import {
  AutocompleteInput,
  Create,
  ReferenceInput,
  TextInput,
  maxLength,
  required,
  type RaRecord,
} from 'react-admin';
import { SimpleForm } from '../../components/forms/Form';
import { FormToolbar } from '../../components/FormToolbar';

const partnerName = (record: RaRecord) => String(record.displayName ?? record.id);

/** A new conversation: a partner of this location and the first message; it opens as the conversation. */
export default function MessageCreate() {
  return (
    <Create redirect="show">
      <SimpleForm toolbar={<FormToolbar />} sx={{ maxWidth: 720 }}>
        <ReferenceInput source="partnerId" reference="partners" sort={{ field: 'surname', order: 'ASC' }}>
          <AutocompleteInput
            label="resources.messages.fields.partnerName"
            optionText={partnerName}
            filterToQuery={(q: string) => ({ q })}
            validate={required('app.validation.required')}
            fullWidth
          />
        </ReferenceInput>
        <TextInput
          source="text"
          label="resources.messages.fields.text"
          multiline
          minRows={3}
          fullWidth
          validate={[required('app.validation.required'), maxLength(TEXT_MAX.text, TEXT_TOO_LONG.text)]}
          {...textLimit('text')}
        />
      </SimpleForm>
    </Create>
  );
}
