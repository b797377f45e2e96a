/**
 * The dashboard's charts (recharts), in a chunk of their own: the page's first screen loads without them and
 * the skeletons stand in until they arrive.
 */
import type { ReactElement } from 'react';
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { ChartBox, useChartColours } from '../../components/charts/ChartBox';
import { OrdersAndMoneyChart } from '../../components/charts/OrdersAndMoneyChart';
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
  return (
    <OrdersAndMoneyChart
      label={translate('dashboard.chart', { title: translate('dashboard.widgets.daily') })}
      rows={data.map((row) => ({ label: dayLabel(row.date), orders: row.orders, money: row.revenue }))}
      ordersName={translate('dashboard.series.orders')}
      moneyName={translate('dashboard.series.revenue')}
    />
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
