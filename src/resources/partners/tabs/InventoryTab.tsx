import type { ProfileTabProps } from '../../../components/profile/ProfileShow';
import {
  Button as MuiButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { DataTable, Loading, ReferenceField, ReferenceManyField, useTranslate } from 'react-admin';
import { DateText } from '../../../components/FormatFields';
import { useText } from '../../../components/useText';
import { useFormat } from '../../../components/useFormat';
import type { Partner } from '../../../providers/records/partner';
import { useAppDataProvider } from '../../../providers/useAppDataProvider';

const Column = DataTable.Col;
const l = (key: string) => `resources.partners.inventory.${key}`;
const m = (key: string) => `resources.warehouse/movements.fields.${key}`;

/** What the partner holds from the warehouse now (issued minus returned), item by item. */
function HeldItems({ partnerId }: { partnerId: number }) {
  const translate = useTranslate();
  const text = useText();
  const dataProvider = useAppDataProvider();
  const { data, isPending } = useQuery({
    queryKey: ['partnerHeldItems', partnerId],
    queryFn: () => dataProvider.partnerHeldItems({ partnerId }),
  });
  const format = useFormat();
  if (isPending) return <Loading />;
  if (!data?.length) return <Typography color="text.secondary">{translate(l('empty'))}</Typography>;
  return (
    <Table size="small" aria-label={translate('resources.warehouse.inventory.held')} data-testid="held-items">
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.warehouse.fields.sku')}</TableCell>
          <TableCell>{translate(l('item'))}</TableCell>
          <TableCell align="right">{translate(l('quantity'))}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((row) => (
          <TableRow key={row.itemId}>
            <TableCell>{row.sku}</TableCell>
            <TableCell>{text(row.name)}</TableCell>
            <TableCell align="right">{`${format.count(row.quantity)} ${translate(`resources.warehouse.units.${row.unit}`, { smart_count: row.quantity })}`}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The warehouse's view of the partner: items held now, the movements behind them, and the dismissal flag. */
export default function InventoryTab({ record: partner }: ProfileTabProps<Partner>) {
  const translate = useTranslate();
  const returnState = { record: { kind: 'returned', partnerId: partner.id } };
  const issueState = { record: { kind: 'issued', partnerId: partner.id } };
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {translate('resources.partners.fields.flags.returnedItemsAfterDismissal')}:{' '}
          {translate(
            partner.flags?.returnedItemsAfterDismissal ? 'resources.partners.yes' : 'resources.partners.no',
          )}
        </Typography>
        <MuiButton
          component={Link}
          to="/warehouse/movements/add"
          state={issueState}
          size="small"
          variant="outlined"
        >
          {translate('resources.warehouse.inventory.issue')}
        </MuiButton>
        <MuiButton
          component={Link}
          to="/warehouse/movements/add"
          state={returnState}
          size="small"
          variant="outlined"
        >
          {translate('resources.warehouse.inventory.return')}
        </MuiButton>
      </Stack>
      <HeldItems partnerId={Number(partner.id)} />
      <Typography variant="subtitle2" component="h3">
        {translate('resources.warehouse/movements.name', { smart_count: 2 })}
      </Typography>
      <ReferenceManyField
        reference="warehouse/movements"
        target="partnerId"
        sort={{ field: 'id', order: 'DESC' }}
        perPage={25}
        empty={
          <Typography color="text.secondary">{translate('resources.warehouse/movements.empty')}</Typography>
        }
      >
        <DataTable bulkActionButtons={false} rowClick="show">
          <Column source="date" label={m('date')} field={DateText} />
          <Column
            source="kind"
            label={m('kind')}
            render={(row: { kind: string }) => translate(`resources.warehouse/movements.kinds.${row.kind}`)}
          />
          <Column source="itemId" label={m('itemId')}>
            <ReferenceField source="itemId" reference="warehouse" link="show" />
          </Column>
          <Column source="quantity" label={m('quantity')} />
          <Column source="by" label={m('by')} />
        </DataTable>
      </ReferenceManyField>
    </Stack>
  );
}
