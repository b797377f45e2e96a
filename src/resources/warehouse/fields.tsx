import { Chip, Stack, Typography } from '@mui/material';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { useRecordContext, useTranslate } from 'react-admin';
import { useText } from '../../components/useText';
import { useFormat } from '../../components/useFormat';
import { WAREHOUSE_UNITS } from '../../domain/warehouseItems';
import type { MovementKind } from '../../domain/warehouse';
import type { WarehouseItem, WarehouseMovement } from './types';

export const unitChoices = WAREHOUSE_UNITS.map((id) => ({ id, name: `resources.warehouse.units.${id}` }));
export const KINDS: MovementKind[] = ['received', 'issued', 'returned', 'writtenOff'];
export const kindChoices = KINDS.map((id) => ({ id, name: `resources.warehouse/movements.kinds.${id}` }));

export function ItemNameField(_: { label?: string; source?: string }) {
  const record = useRecordContext<WarehouseItem>();
  const text = useText();
  return (
    <Typography variant="body2" component="span">
      {text(record?.name)}
    </Typography>
  );
}

/** The stock at this location; below the minimum it says so in words beside the warning colour. */
export function StockField(_: { label?: string; source?: string }) {
  const record = useRecordContext<WarehouseItem>();
  const translate = useTranslate();
  const format = useFormat();
  if (!record) return null;
  const unit = translate(`resources.warehouse.units.${record.unit}`, { smart_count: record.quantity });
  return (
    <Stack direction="row" spacing={1} alignItems="center" component="span">
      <Typography variant="body2" component="span">{`${format.count(record.quantity)} ${unit}`}</Typography>
      {record.belowMinimum && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          icon={<WarningIcon />}
          label={translate('resources.warehouse.belowMinimum')}
          data-testid="below-minimum"
        />
      )}
    </Stack>
  );
}

export function UnitField(_: { label?: string; source?: string }) {
  const record = useRecordContext<WarehouseItem>();
  const translate = useTranslate();
  return <>{record ? translate(`resources.warehouse.units.${record.unit}`, { smart_count: 2 }) : null}</>;
}

/** Received and returned add to the stock, issued and written off take from it: shown as +n / −n. */
export function QuantityChangeField(_: { label?: string; source?: string }) {
  const record = useRecordContext<WarehouseMovement>();
  const format = useFormat();
  if (!record) return null;
  const incoming = record.kind === 'received' || record.kind === 'returned';
  return (
    <Typography
      variant="body2"
      component="span"
      sx={{ fontWeight: 600, color: incoming ? 'success.main' : 'text.primary' }}
    >
      {`${incoming ? '+' : '−'}${format.count(record.quantity)}`}
    </Typography>
  );
}

export function KindField(_: { label?: string; source?: string }) {
  const record = useRecordContext<WarehouseMovement>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      {translate(
        record.afterDismissal
          ? 'resources.warehouse/movements.fields.afterDismissal'
          : `resources.warehouse/movements.kinds.${record.kind}`,
      )}
    </>
  );
}
