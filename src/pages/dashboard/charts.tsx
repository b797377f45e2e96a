/**
 * The dashboard's charts (recharts), in a chunk of their own: the page's first screen loads without them and
 * the skeletons stand in until they arrive.
 */
import type { ReactElement } from 'react';
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { ChartBox, useChartColours } from '../../components/charts/ChartBox';
import { useMoney } from '../../components/money';
import { useText } from '../../components/useText';
import type { DashboardWidgets } from '../../domain/dashboardWidgets';

/** The widget's chart, named for assistive technology by the widget's title. */
function WidgetChart({
  title,
  height,
  children,
}: {
  title: string;
  height?: number;
  children: ReactElement;
}) {
  const translate = useTranslate();
  return (
    <ChartBox label={translate('dashboard.chart', { title })} height={height}>
      {children}
    </ChartBox>
  );
}

const dayLabel = (date: string) => date.slice(5);

export function DailyChart({ data }: { data: DashboardWidgets['daily'] }) {
  const translate = useTranslate();
  const { format, precision } = useMoney();
  const orders = translate('dashboard.series.orders');
  const revenue = translate('dashboard.series.revenue');
  const [primary, secondary] = useChartColours();
  const rows = data.map((row) => ({
    ...row,
    label: dayLabel(row.date),
    major: row.revenue / 10 ** precision,
  }));
  return (
    <WidgetChart title={translate('dashboard.widgets.daily')}>
      <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" minTickGap={16} />
        <YAxis yAxisId="orders" allowDecimals={false} width={36} />
        <YAxis yAxisId="money" orientation="right" width={64} />
        <Tooltip
          formatter={(value, name) => (name === revenue ? format(Number(value) * 10 ** precision) : value)}
        />
        <Legend itemSorter={null} />
        <Bar isAnimationActive={false} yAxisId="orders" dataKey="orders" name={orders} fill={primary} />
        <Line
          isAnimationActive={false}
          yAxisId="money"
          dataKey="major"
          name={revenue}
          stroke={secondary}
          strokeWidth={2}
          dot={false}
        />
      </ComposedChart>
    </WidgetChart>
  );
}

export function ServiceTypesChart({ data }: { data: DashboardWidgets['serviceTypes'] }) {
  const translate = useTranslate();
  const text = useText();
  const rows = data.map((row) => ({ name: text(row.label) || `#${row.idServiceType}`, orders: row.orders }));
  const [primary] = useChartColours();
  return (
    <WidgetChart title={translate('dashboard.widgets.serviceTypes')}>
      <BarChart data={rows} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis type="number" allowDecimals={false} />
        <YAxis type="category" dataKey="name" width={150} interval={0} tick={{ fontSize: 12 }} />
        <Tooltip />
        <Bar
          isAnimationActive={false}
          dataKey="orders"
          name={translate('dashboard.series.orders')}
          fill={primary}
        />
      </BarChart>
    </WidgetChart>
  );
}

export function LoadChart({ data }: { data: DashboardWidgets['load'] }) {
  const translate = useTranslate();
  const rows = data.map((row) => ({ ...row, label: dayLabel(row.date) }));
  const [primary, secondary, accent, , , , , muted] = useChartColours();
  return (
    <WidgetChart title={translate('dashboard.widgets.load')} height={240}>
      <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" />
        <YAxis allowDecimals={false} width={36} />
        <Tooltip />
        <Legend itemSorter={null} />
        <Bar
          isAnimationActive={false}
          dataKey="orders"
          name={translate('dashboard.series.orders')}
          fill={primary}
        />
        <Bar
          isAnimationActive={false}
          dataKey="partnersNeeded"
          name={translate('dashboard.series.partnersNeeded')}
          fill={accent}
        />
        <Line
          isAnimationActive={false}
          dataKey="partnersAvailable"
          name={translate('dashboard.series.partnersAvailable')}
          stroke={secondary}
          strokeWidth={2}
        />
        <Line
          isAnimationActive={false}
          dataKey="partnersPartlyOff"
          name={translate('dashboard.series.partnersPartlyOff')}
          stroke={muted}
          strokeDasharray="4 3"
        />
      </ComposedChart>
    </WidgetChart>
  );
}
