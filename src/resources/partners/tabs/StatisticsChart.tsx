import { Box } from '@mui/material';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTranslate } from 'react-admin';
import { useMoney } from '../../../components/money';
import { useFormat } from '../../../components/useFormat';
import type { PartnerStatistics } from '../../../domain/partnerStats';

/** Orders (bars) and earnings (line) over the last twelve months; recharts is loaded only with this tab. */
export default function StatisticsChart({ months }: { months: PartnerStatistics['months'] }) {
  const translate = useTranslate();
  const month = useFormat().month;
  const { format, precision } = useMoney();
  const data = months.map((m) => ({
    ...m,
    label: month(m.month),
    earned: m.earnedByPartner / 10 ** precision,
  }));
  return (
    <Box
      sx={{ width: '100%', height: 300 }}
      role="img"
      aria-label={translate('resources.partners.statistics.chart')}
    >
      <ResponsiveContainer>
        <ComposedChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" />
          <YAxis yAxisId="orders" allowDecimals={false} />
          <YAxis yAxisId="money" orientation="right" />
          <Tooltip
            formatter={(value, name) =>
              name === translate('resources.partners.statistics.earnedByPartner')
                ? format(Number(value) * 10 ** precision)
                : value
            }
          />
          <Legend />
          <Bar
            yAxisId="orders"
            dataKey="orders"
            name={translate('resources.partners.statistics.totalOrders')}
            fill="#1b5e4a"
          />
          <Line
            yAxisId="money"
            dataKey="earned"
            name={translate('resources.partners.statistics.earnedByPartner')}
            stroke="#0d47a1"
            strokeWidth={2}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </Box>
  );
}
