import {
  ReferenceArrayField,
  Show,
  SimpleShowLayout,
  SingleFieldList,
  TextField,
  FunctionField,
} from 'react-admin';
import { CountText, DateText } from '../../components/FormatFields';
import { Box } from '@mui/material';
import { ShowActions } from '../../components/ShowActions';
import { RecordHistory } from '../../components/history/RecordHistory';
import { StatusField } from '../../components/status';
import { useText, type Texts } from '../../components/useText';
import { NumberOfUsesField, PromocodeTypeField, PromocodeValueField } from './fields';

export default function PromocodeShow() {
  const text = useText();
  const label = <FunctionField render={(record: { label: Texts }) => text(record.label)} />;
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="code" />
        <StatusField label="resources.promocodes.fields.status" />
        <PromocodeTypeField label="resources.promocodes.fields.type" />
        <PromocodeValueField label="resources.promocodes.fields.value" />
        <NumberOfUsesField label="resources.promocodes.fields.numberOfUses" />
        <CountText source="numberOfOrders" />
        <DateText source="dateFrom" />
        <DateText source="dateTo" />
        <ReferenceArrayField source="serviceTypes" reference="services/types">
          <SingleFieldList linkType={false}>{label}</SingleFieldList>
        </ReferenceArrayField>
        <ReferenceArrayField source="services" reference="services">
          <SingleFieldList linkType={false}>{label}</SingleFieldList>
        </ReferenceArrayField>
      </SimpleShowLayout>
      <Box sx={{ px: 2, pb: 2 }}>
        <RecordHistory />
      </Box>
    </Show>
  );
}
