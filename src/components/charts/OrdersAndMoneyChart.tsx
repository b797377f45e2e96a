/**
 * Orders (bars, on the left axis) and an amount of money (a line, on the right axis) over time: the dashboard's
 * days and a partner's months. Like every chart, import it only from a lazily loaded module (ChartBox.tsx).
 */
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartBox, useChartColours } from './ChartBox';
import { useMoney } from '../money';

export function OrdersAndMoneyChart({
  label,
  rows,
  ordersName,
  moneyName,
  height,
}: {
  /** what assistive technology calls the chart */
  label: string;
  /** one per period, in order: its label on the axis, its orders, its money in minor units */
  rows: readonly { label: string; orders: number; money: number }[];
  ordersName: string;
  moneyName: string;
  height?: number;
}) {
  const { format, precision } = useMoney();
  const [primary, secondary] = useChartColours();
  const data = rows.map((row) => ({ ...row, major: row.money / 10 ** precision }));
  return (
    <ChartBox label={label} height={height}>
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" minTickGap={16} />
        <YAxis yAxisId="orders" allowDecimals={false} width={36} />
        <YAxis yAxisId="money" orientation="right" width={64} />
        <Tooltip
          formatter={(value, name) => (name === moneyName ? format(Number(value) * 10 ** precision) : value)}
        />
        <Legend itemSorter={null} />
        <Bar isAnimationActive={false} yAxisId="orders" dataKey="orders" name={ordersName} fill={primary} />
        <Line
          isAnimationActive={false}
          yAxisId="money"
          dataKey="major"
          name={moneyName}
          stroke={secondary}
          strokeWidth={2}
          dot={false}
        />
      </ComposedChart>
    </ChartBox>
  );
}
