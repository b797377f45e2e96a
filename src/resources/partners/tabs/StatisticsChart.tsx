import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { ChartBox, useChartColours } from '../../../components/charts/ChartBox';
import { useMoney } from '../../../components/money';
import { useFormat } from '../../../components/useFormat';
import type { PartnerStatistics } from '../../../domain/partnerStats';

/** Orders (bars) and earnings (line) over the last twelve months; recharts is loaded only with this tab. */
export default function StatisticsChart({ months }: { months: PartnerStatistics['months'] }) {
  const translate = useTranslate();
  const month = useFormat().month;
  const { format, precision } = useMoney();
  const [primary, secondary] = useChartColours();
  const earned = translate('resources.partners.statistics.earnedByPartner');
  const data = months.map((m) => ({
    ...m,
    label: month(m.month),
    earned: m.earnedByPartner / 10 ** precision,
  }));
  return (
    <ChartBox label={translate('resources.partners.statistics.chart')} height={300}>
      <ComposedChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" />
        <YAxis yAxisId="orders" allowDecimals={false} />
        <YAxis yAxisId="money" orientation="right" />
        <Tooltip
          formatter={(value, name) => (name === earned ? format(Number(value) * 10 ** precision) : value)}
        />
        <Legend />
        <Bar
          isAnimationActive={false}
          yAxisId="orders"
          dataKey="orders"
          name={translate('resources.partners.statistics.totalOrders')}
          fill={primary}
        />
        <Line
          isAnimationActive={false}
          yAxisId="money"
          dataKey="earned"
          name={earned}
          stroke={secondary}
          strokeWidth={2}
        />
      </ComposedChart>
    </ChartBox>
  );
}
