/**
 * The dashboard's charts (recharts), in a chunk of their own: the page's first screen loads without them and
 * the skeletons stand in until they arrive.
 */
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
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
import { useMoney } from '../../components/money';
import { useText } from '../../components/useText';
import type { DashboardWidgets } from '../../domain/dashboardWidgets';

export const CHART_COLOURS = { primary: '#1b5e4a', secondary: '#0d47a1', accent: '#b3541e', muted: '#6d6d6d' };

/** A chart is an image to assistive technology, named by its title (the numbers are in the linked lists). */
export function ChartBox({ title, height = 260, children }: { title: string; height?: number; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', height }} role="img" aria-label={translate('dashboard.chart', { title })}>
      <ResponsiveContainer>{children as React.ReactElement}</ResponsiveContainer>
    </Box>
  );
}

const dayLabel = (date: string) => date.slice(5);

export function DailyChart({ data }: { data: DashboardWidgets['daily'] }) {
  const translate = useTranslate();
  const { format, precision } = useMoney();
  const orders = translate('dashboard.series.orders');
  const revenue = translate('dashboard.series.revenue');
  const rows = data.map((row) => ({ ...row, label: dayLabel(row.date), major: row.revenue / 10 ** precision }));
  return (
    <ChartBox title={translate('dashboard.widgets.daily')}>
      <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" minTickGap={16} />
        <YAxis yAxisId="orders" allowDecimals={false} width={36} />
        <YAxis yAxisId="money" orientation="right" width={64} />
        <Tooltip formatter={(value, name) => (name === revenue ? format(Number(value) * 10 ** precision) : value)} />
        <Legend />
        <Bar yAxisId="orders" dataKey="orders" name={orders} fill={CHART_COLOURS.primary} />
        <Line yAxisId="money" dataKey="major" name={revenue} stroke={CHART_COLOURS.secondary} strokeWidth={2} dot={false} />
      </ComposedChart>
    </ChartBox>
  );
}

export function ServiceTypesChart({ data }: { data: DashboardWidgets['serviceTypes'] }) {
  const translate = useTranslate();
  const text = useText();
  const rows = data.map((row) => ({ name: text(row.label) || `#${row.idServiceType}`, orders: row.orders }));
  return (
    <ChartBox title={translate('dashboard.widgets.serviceTypes')}>
      <BarChart data={rows} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis type="number" allowDecimals={false} />
        <YAxis type="category" dataKey="name" width={120} />
        <Tooltip />
        <Bar dataKey="orders" name={translate('dashboard.series.orders')} fill={CHART_COLOURS.primary} />
      </BarChart>
    </ChartBox>
  );
}

export function LoadChart({ data }: { data: DashboardWidgets['load'] }) {
  const translate = useTranslate();
  const rows = data.map((row) => ({ ...row, label: dayLabel(row.date) }));
  return (
    <ChartBox title={translate('dashboard.widgets.load')} height={240}>
      <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" />
        <YAxis allowDecimals={false} width={36} />
        <Tooltip />
        <Legend />
        <Bar dataKey="orders" name={translate('dashboard.series.orders')} fill={CHART_COLOURS.primary} />
        <Bar dataKey="partnersNeeded" name={translate('dashboard.series.partnersNeeded')} fill={CHART_COLOURS.accent} />
        <Line
          dataKey="partnersAvailable"
          name={translate('dashboard.series.partnersAvailable')}
          stroke={CHART_COLOURS.secondary}
          strokeWidth={2}
        />
        <Line
          dataKey="partnersPartlyOff"
          name={translate('dashboard.series.partnersPartlyOff')}
          stroke={CHART_COLOURS.muted}
          strokeDasharray="4 3"
        />
      </ComposedChart>
    </ChartBox>
  );
}
