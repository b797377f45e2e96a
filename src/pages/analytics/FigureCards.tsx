import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { COMPARED, type Delta } from '../../domain/analyticsCompare';
import type { AnalyticsSummary } from '../../api/contract/analytics';
import { useFigureFormat, type FigureName } from './format';

const NAMES = Object.keys(COMPARED) as FigureName[];

function Change({ name, delta }: { name: FigureName; delta: Delta }) {
  const translate = useTranslate();
  const format = useFigureFormat();
  if (delta.previous === null || delta.change === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('analytics.noPrevious')}
      </Typography>
    );
  }
  // The arrow shows the direction only; whether up is good depends on the figure (cancellations), so no colour.
  const Icon = delta.change > 0 ? TrendingUpIcon : delta.change < 0 ? TrendingDownIcon : TrendingFlatIcon;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary', flexWrap: 'wrap' }}>
      <Icon fontSize="small" aria-hidden />
      {delta.percent !== null && <Typography variant="body2">{format.change(delta.percent)}</Typography>}
      <Typography variant="body2">
        {translate('analytics.previous', { value: format.figure(name, delta.previous) })}
      </Typography>
    </Box>
  );
}

/** The headline figures of the range, each against the previous period of equal length. */
export function FigureCards({ summary }: { summary: AnalyticsSummary }) {
  const translate = useTranslate();
  const format = useFigureFormat();
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}>
      {NAMES.map((name) => (
        <Grid key={name} size={{ xs: 12, sm: 6, md: 4, lg: 2.4 }} component="li">
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="body2" color="text.secondary" component="h2">
                {translate(`analytics.figures.${name}`)}
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 600 }} data-testid={`figure-${name}`}>
                {format.figure(name, summary.deltas[name].current)}
              </Typography>
              <Change name={name} delta={summary.deltas[name]} />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
