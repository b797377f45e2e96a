import { BooleanField, ReferenceField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { DateText, DateTimeText } from '../../components/FormatFields';
import { ShowActions } from '../../components/ShowActions';
import { ItemNameField, KindField, QuantityChangeField } from './fields';

/** One ledger line: what, how many, for whom, who recorded it and when. */
export default function MovementShow() {
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="id" />
        <ReferenceField source="itemId" reference="warehouse" link="show">
          <ItemNameField />
        </ReferenceField>
        <KindField label="resources.warehouse/movements.fields.kind" />
        <QuantityChangeField label="resources.warehouse/movements.fields.quantity" />
        <ReferenceField source="partnerId" reference="partners" link="show" emptyText="—" />
        <BooleanField source="afterDismissal" />
        <DateText source="date" />
        <TextField source="note" emptyText="—" />
        <TextField source="by" />
        <DateTimeText source="createdAt" />
      </SimpleShowLayout>
    </Show>
  );
}
