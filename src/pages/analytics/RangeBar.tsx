import DownloadIcon from '@mui/icons-material/GetApp';
import { Box, Button, MenuItem, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { PERIOD_UNITS, RANGE_PRESETS, rangeProblem, type PeriodUnit } from '../../domain/analyticsPeriods';
import type { DateRange } from '../../domain/isoDates';
import type { AnalyticsParams, ParamsChange, PresetChoice } from './useAnalyticsParams';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { DayInput } from '../../components/DayInput';

const CHOICES: readonly PresetChoice[] = [...RANGE_PRESETS, 'custom'];

/** The custom range's two dates, applied together (a half-typed range is never sent). */
function CustomRange({ range, onApply }: { range: DateRange; onApply: (range: DateRange) => void }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState(range);
  const problem = rangeProblem(draft);
  return (
    <Box
      component="form"
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!problem) onApply(draft);
      }}
    >
      {(['from', 'to'] as const).map((end) => (
        <DayInput
          key={end}
          size="small"
          label={translate(`analytics.${end}`)}
          value={draft[end]}
          onChange={(value) => setDraft({ ...draft, [end]: value })}
          error={!!problem && !!draft.from && !!draft.to}
          helperText={problem && draft.from && draft.to ? translate(problem) : ' '}
        />
      ))}
      <Button type="submit" variant="outlined" disabled={!!problem} sx={{ mt: 0.25 }}>
        {translate('analytics.apply')}
      </Button>
    </Box>
  );
}

/** Period presets, a custom range, the table's unit and data.csv. */
export function RangeBar({
  params,
  go,
  canExport,
}: {
  params: AnalyticsParams;
  go: (change: ParamsChange) => void;
  canExport: boolean;
}) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const exportCsv = () =>
    void dataProvider
      .exportAnalytics({ ...params.range, unit: params.unit })
      .catch((error: Error) => notify(error.message, { type: 'error' }));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={params.preset}
        aria-label={translate('analytics.period')}
        onChange={(_, preset: PresetChoice | null) => preset && go({ preset })}
        // MUI's grey for unselected buttons falls under 4.5:1 on the page's background.
        sx={{
          bgcolor: 'background.paper',
          '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' },
        }}
      >
        {CHOICES.map((choice) => (
          <ToggleButton key={choice} value={choice}>
            {translate(`analytics.presets.${choice}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {params.preset === 'custom' && (
        // keyed by the range, so a range set from outside (a link) resets the draft
        <CustomRange
          key={`${params.range.from}/${params.range.to}`}
          range={params.range}
          onApply={(range) => go({ preset: 'custom', range })}
        />
      )}
      <TextField
        select
        size="small"
        label={translate('analytics.unit')}
        value={params.unit}
        onChange={(event) => go({ unit: event.target.value as PeriodUnit })}
        sx={{ width: 160 }}
        fullWidth={false}
      >
        {PERIOD_UNITS.map((unit) => (
          <MenuItem key={unit} value={unit}>
            {translate(`analytics.units.${unit}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" startIcon={<DownloadIcon />} disabled={!canExport} onClick={exportCsv}>
        {translate('ra.action.export')}
      </Button>
    </Box>
  );
}
