import { Box, Chip, Stack, Typography, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  ORDER_STATUSES,
  PAYMENT_STATUS,
  PAYMENT_STATUSES,
  statusChoices,
  statusName,
} from '../../domain/statuses';
import { StatusChip } from '../../components/status';
import { Truncate } from '../../components/ListTable';
import { useFormat } from '../../components/useFormat';
import { useMoney } from '../../components/money';
import { useCatalogue } from './useServicesAndLabels';
import type { Order } from '../../providers/records/order';

export const statusKey = (status: number) => statusName(ORDER_STATUSES, status) ?? 'new';
export const orderStatusChoices = statusChoices(ORDER_STATUSES);
export const paymentChoices = statusChoices(PAYMENT_STATUSES);
export const channelChoices = ['web', 'app', 'phone', 'admin'].map((id) => ({
  id,
  name: `resources.orders.channels.${id}`,
}));
export const periodicityChoices = [0, 1, 2, 3].map((id) => ({
  id,
  name: `resources.orders.periodicity.${id}`,
}));

export const OrderStatusChip = ({ status }: { status: number }) => (
  <StatusChip statuses={ORDER_STATUSES} value={status} />
);

export const PaymentChip = ({ paid }: { paid: boolean }) => (
  <StatusChip
    statuses={PAYMENT_STATUSES}
    value={paid ? PAYMENT_STATUS.paid : PAYMENT_STATUS.unpaid}
    filled={paid}
  />
);

/** The day with its weekday, per interface language (src/domain/format.ts). */
export function useDateLabel() {
  const { date: dateLabel } = useFormat();
  return (date: string | null | undefined) => dateLabel(date, { weekday: true }) || '—';
}

/** Date over time in a table cell; on one line (date, time) in a phone's list. */
export function DateTimeCell({ record, inline = false }: { record: Order; inline?: boolean }) {
  const { time: timeLabel } = useFormat();
  const dateLabel = useDateLabel();
  if (inline) return <>{`${dateLabel(record.date)}, ${timeLabel(record.time)}`}</>;
  // The theme's cell classes (src/theme.ts): no styled component per row.
  return (
    <span className="cell-two-lines">
      <span className="cell-first-line">{dateLabel(record.date)}</span>
      <span className="cell-second-line">{timeLabel(record.time)}</span>
    </span>
  );
}

/** A row's service types, named from the catalogue of its list (`CatalogueProvider`). */
export function ServiceTypesCell({ record }: { record: Order }) {
  const { typeName } = useCatalogue();
  return (
    <Truncate text={record.serviceTypes.map((type) => typeName(type.idServiceType)).join(', ')} width={160} />
  );
}

export function PartnersCell({ record }: { record: Order }) {
  const names = record.serviceTypes.flatMap((type) =>
    type.partners.map((id) => record.partnerNames?.[id] ?? `#${id}`),
  );
  return <Truncate text={[...new Set(names)].join(', ')} width={200} />;
}

/** An order's labels, named and coloured from the catalogue of its list or screen (`CatalogueProvider`). */
export function LabelChips({ ids }: { ids: number[] }) {
  const { labelById, labelName } = useCatalogue();
  if (!ids.length) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {ids.map((id) => (
        <Chip
          key={id}
          size="small"
          label={labelName(id)}
          variant="outlined"
          sx={{ borderColor: labelById.get(id)?.colour }}
        />
      ))}
    </Stack>
  );
}

/** The star of Material's icons, on a 24-unit square. */
const STAR = 'M12 17.27L18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
/** A filled star's colour, as MUI's Rating draws it. */
const STAR_FILLED = '#faaf00';

/**
 * Five stars, `rate` of them filled, as one drawing: a list shows one in every row, and MUI's read-only Rating is
 * five icons with their containers and a hidden label each (the cell names the rate itself).
 */
function Stars({ rate }: { rate: number }) {
  const theme = useTheme();
  return (
    <svg width={90} height={18} viewBox="0 0 120 24" aria-hidden focusable="false">
      {[0, 1, 2, 3, 4].map((index) => (
        <path
          key={index}
          d={STAR}
          transform={`translate(${index * 24} 0)`}
          fill={index < rate ? STAR_FILLED : theme.palette.action.disabled}
        />
      ))}
    </svg>
  );
}

export function RateCell({ rate }: { rate: number | null }) {
  const translate = useTranslate();
  if (!rate) return <>—</>;
  return (
    <Box
      role="img"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
      aria-label={`${translate('resources.orders.fields.rate')}: ${translate('app.stars', { smart_count: rate })}`}
    >
      <Stars rate={rate} />
      <Typography variant="body2" component="span">
        {rate}
      </Typography>
    </Box>
  );
}

export function Money({ value }: { value: number | null | undefined }) {
  const { format } = useMoney();
  return <>{format(value)}</>;
}
