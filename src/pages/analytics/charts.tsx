/**
 * The analytics charts (recharts), a chunk of their own loaded after the figures: revenue over the range, orders by
 * status, channel and service type, customers, earnings and promocodes, each against the previous period where
 * that reads.
 */
import { Card, CardContent, Grid, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { ChartBox, useChartColours } from '../../components/charts/ChartBox';
import { useMoney } from '../../components/money';
import { useText } from '../../components/useText';
import { ORDER_STATUSES } from '../../domain/statuses';
import type { AnalyticsSummary } from '../../api/contract/analytics';
import { useFigureFormat } from './format';

const TOP_CODES = 8;

function ChartCard({
  title,
  wide,
  height,
  children,
}: {
  title: string;
  wide?: boolean;
  height?: number;
  children: ReactElement;
}) {
  return (
    <Grid size={{ xs: 12, lg: wide ? 12 : 6 }}>
      <Card component="section" aria-label={title} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {title}
          </Typography>
          <ChartBox label={title} height={height}>
            {children}
          </ChartBox>
        </CardContent>
      </Card>
    </Grid>
  );
}

/** Bars of one count per name, the previous period's beside them; names on the side, where long ones fit. */
function CountBars({ rows }: { rows: { name: string; current: number; previous: number }[] }) {
  const translate = useTranslate();
  const [first, , third] = useChartColours();
  return (
    <BarChart data={rows} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 8 }}>
      <CartesianGrid strokeDasharray="3 3" />
      <XAxis type="number" allowDecimals={false} />
      <YAxis type="category" dataKey="name" width={150} interval={0} tick={{ fontSize: 12 }} />
      <Tooltip />
      <Legend itemSorter={null} />
      <Bar
        isAnimationActive={false}
        dataKey="current"
        name={translate('analytics.currentPeriod')}
        fill={first}
      />
      <Bar
        isAnimationActive={false}
        dataKey="previous"
        name={translate('analytics.previousPeriod')}
        fill={third}
      />
    </BarChart>
  );
}

function byKey(
  current: Record<string, number>,
  previous: Record<string, number>,
  name: (key: string) => string,
) {
  const keys = [...new Set([...Object.keys(current), ...Object.keys(previous)])];
  return keys.map((key) => ({ name: name(key), current: current[key] ?? 0, previous: previous[key] ?? 0 }));
}

export default function AnalyticsCharts({ summary }: { summary: AnalyticsSummary }) {
  const translate = useTranslate();
  const text = useText();
  const { precision } = useMoney();
  const format = useFigureFormat();
  const [first, second] = useChartColours();
  const { current, previous } = summary;
  const major = (minor: number) => minor / 10 ** precision;
  const statusName = Object.fromEntries(
    Object.entries(ORDER_STATUSES.byName).map(([name, status]) => [
      String(status.id),
      translate(`${ORDER_STATUSES.translationPrefix}.${name}`),
    ]),
  );
  const typeName = Object.fromEntries(
    summary.serviceTypes.map((type) => [String(type.id), text(type.label)]),
  );
  const revenue = summary.series.map((row) => ({
    period: row.period,
    revenue: major(row.revenue),
    fullRevenue: major(row.fullRevenue),
  }));
  const codes = Object.entries(current.promocodes.byCode)
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP_CODES)
    .map(([code, orders]) => ({
      name: code,
      current: orders,
      previous: previous.promocodes.byCode[code] ?? 0,
    }));
  const money = (value: unknown) => format.money(Number(value) * 10 ** precision);
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      <ChartCard title={translate('analytics.charts.revenue')} wide>
        <LineChart data={revenue} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="period" minTickGap={16} tickFormatter={format.tick} />
          <YAxis width={72} tickFormatter={(value) => format.count(Number(value))} />
          <Tooltip formatter={money} labelFormatter={(period) => format.tick(String(period))} />
          <Legend itemSorter={null} />
          <Line
            isAnimationActive={false}
            dataKey="revenue"
            name={translate('analytics.figures.revenue')}
            stroke={first}
            strokeWidth={2}
            dot={false}
          />
          <Line
            isAnimationActive={false}
            dataKey="fullRevenue"
            name={translate('analytics.figures.fullRevenue')}
            stroke={second}
            strokeWidth={2}
            dot={false}
          />
        </LineChart>
      </ChartCard>
      <ChartCard title={translate('analytics.charts.byStatus')} height={320}>
        <CountBars rows={byKey(current.byStatus, previous.byStatus, (key) => statusName[key] ?? key)} />
      </ChartCard>
      <ChartCard title={translate('analytics.charts.byChannel')}>
        <CountBars
          rows={byKey(current.byChannel, previous.byChannel, (key) =>
            translate(`resources.orders.channels.${key}`, { _: key }),
          )}
        />
      </ChartCard>
      <ChartCard title={translate('analytics.charts.byServiceType')} height={320}>
        <CountBars
          rows={byKey(current.byServiceType, previous.byServiceType, (key) => typeName[key] || `#${key}`)}
        />
      </ChartCard>
      <ChartCard title={translate('analytics.charts.customers')}>
        <CountBars
          rows={[
            {
              name: translate('analytics.figures.newCustomers'),
              current: current.customers.new,
              previous: previous.customers.new,
            },
            {
              name: translate('analytics.figures.returningCustomers'),
              current: current.customers.returning,
              previous: previous.customers.returning,
            },
          ]}
        />
      </ChartCard>
      <ChartCard title={translate('analytics.charts.earnings')}>
        <BarChart
          data={[
            {
              name: translate('analytics.currentPeriod'),
              partners: major(current.earnings.partners),
              platform: major(current.earnings.platform),
            },
            {
              name: translate('analytics.previousPeriod'),
              partners: major(previous.earnings.partners),
              platform: major(previous.earnings.platform),
            },
          ]}
          margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="name" />
          <YAxis width={72} tickFormatter={(value) => format.count(Number(value))} />
          <Tooltip formatter={money} labelFormatter={(period) => format.tick(String(period))} />
          <Legend itemSorter={null} />
          <Bar
            isAnimationActive={false}
            dataKey="partners"
            name={translate('analytics.figures.partnersEarnings')}
            fill={first}
          />
          <Bar
            isAnimationActive={false}
            dataKey="platform"
            name={translate('analytics.figures.platformEarnings')}
            fill={second}
          />
        </BarChart>
      </ChartCard>
      <ChartCard
        title={`${translate('analytics.charts.promocodes')} · ${translate('analytics.discount', { amount: format.money(current.promocodes.discount) })}`}
      >
        <CountBars rows={codes} />
      </ChartCard>
    </Grid>
  );
}
