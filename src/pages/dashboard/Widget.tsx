import { Alert, Button, Card, CardContent, Link as MuiLink, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { DashboardWidgetName, DashboardWidgets } from '../../api/contract/dashboard';
import { widgetQuery } from './widgetQuery';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

/** Fetches one widget's answer (src/pages/dashboard/widgetQuery.ts). */
export function useWidget<K extends DashboardWidgetName>(name: K) {
  const dataProvider = useAppDataProvider();
  // One retry: a widget that still fails says so instead of staying a skeleton through three back-offs.
  return useQuery({ ...widgetQuery(dataProvider, name), retry: 1 });
}

/** Spec section 8's message, with its Refresh the page action. */
export function LoadProblem() {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          {translate('app.errors.refresh')}
        </Button>
      }
    >
      {translate('app.errors.loadProblem')}
    </Alert>
  );
}

interface WidgetProps<K extends DashboardWidgetName> {
  name: K;
  /** the filtered list the widget summarises */
  to: string | ((data: DashboardWidgets[K]) => string);
  /** the skeleton's height while loading, about the content's */
  height: number;
  children: (data: DashboardWidgets[K]) => ReactNode;
}

/** A dashboard card: its title links to the list it summarises; a skeleton while loading, the message on failure. */
export function Widget<K extends DashboardWidgetName>({ name, to, height, children }: WidgetProps<K>) {
  const translate = useTranslate();
  const { data, isPending, error } = useWidget(name);
  const title = translate(`dashboard.widgets.${name}`);
  const target = typeof to === 'string' ? to : data ? to(data) : undefined;
  return (
    <Card component="section" aria-label={title} data-widget={name} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {target ? (
            <MuiLink component={Link} to={target} underline="hover" color="inherit">
              {title}
            </MuiLink>
          ) : (
            title
          )}
        </Typography>
        {isPending ? (
          <Skeleton variant="rounded" height={height} aria-hidden />
        ) : error || !data ? (
          <LoadProblem />
        ) : (
          children(data)
        )}
      </CardContent>
    </Card>
  );
}
