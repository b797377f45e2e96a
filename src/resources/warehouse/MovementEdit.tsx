import { textLimit } from '../../components/textLimits';
import { Edit, Labeled, ShowButton, TextInput, TopToolbar } from 'react-admin';
import { SimpleForm } from '../../components/forms/Form';
import { DateText } from '../../components/FormatFields';
import { FormToolbar } from '../../components/FormToolbar';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { KindField, QuantityChangeField } from './fields';

const Actions = () => (
  <TopToolbar>
    <ShowButton />
    <ConfirmDeleteButton />
  </TopToolbar>
);

/** A movement is a ledger line: only its note changes; a wrong one is deleted (stock moves back) and re-entered. */
export default function MovementEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show" actions={<Actions />}>
      <SimpleForm toolbar={<FormToolbar />} sx={{ maxWidth: 720 }}>
        <Labeled label="resources.warehouse/movements.fields.kind">
          <KindField />
        </Labeled>
        <Labeled label="resources.warehouse/movements.fields.quantity">
          <QuantityChangeField />
        </Labeled>
        <Labeled label="resources.warehouse/movements.fields.date">
          <DateText source="date" />
        </Labeled>
        <TextInput source="note" multiline minRows={2} fullWidth {...textLimit('text')} />
      </SimpleForm>
    </Edit>
  );
}
