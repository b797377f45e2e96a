import type { ProfileTabProps } from '../../../components/profile/ProfileShow';
import { useState } from 'react';
import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslate } from 'react-admin';
import { useServiceTypes } from '../choices';
import type { Partner } from '../../../providers/records/partner';
import type { PartnerRates as Rates } from '../../../api/contract/partners';
import { usePartnerPercentages, useSavePartnerPercentages } from '../usePartnerApi';

/** The partner's share per service type, defaulting to the type's basePercent / basePercentChoose. */
export default function PercentagesTab({ record: partner }: ProfileTabProps<Partner>) {
  const translate = useTranslate();
  const types = useServiceTypes().filter((type) => partner.serviceTypes.includes(type.id));
  const { data } = usePartnerPercentages(partner.id);
  const [rates, setRates] = useState<Rates>(data ?? {});
  const save = useSavePartnerPercentages({ success: 'resources.partners.percentages.saved' });
  // Whenever the server's percentages (re)load, they replace the form's: adjusted while rendering, not in an
  // effect (https://react.dev/learn/you-might-not-need-an-effect#adjusting-some-state-when-a-prop-changes).
  const [loaded, setLoaded] = useState(data);
  if (data !== loaded) {
    setLoaded(data);
    if (data) setRates(data);
  }
  const invalid = (value: number) => !Number.isFinite(value) || value < 0 || value > 100;
  const set = (typeId: number, key: 'percent' | 'percentChoose', value: string) =>
    setRates((current) => ({
      ...current,
      [typeId]: { ...current[typeId], [key]: value === '' ? NaN : Number(value) },
    }));
  const hasError = types.some(
    (type) => invalid(rates[type.id]?.percent) || invalid(rates[type.id]?.percentChoose),
  );
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.partners.percentages.hint')}
      </Typography>
      <Table size="small" sx={{ maxWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.partners.fields.serviceType')}</TableCell>
            <TableCell>{translate('resources.partners.percentages.percent')}</TableCell>
            <TableCell>{translate('resources.partners.percentages.percentChoose')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {types.map((type) => (
            <TableRow key={type.id}>
              <TableCell>{type.name}</TableCell>
              {(['percent', 'percentChoose'] as const).map((key) => {
                const value = rates[type.id]?.[key];
                return (
                  <TableCell key={key}>
                    <TextField
                      type="number"
                      size="small"
                      value={Number.isFinite(value) ? value : ''}
                      onChange={(event) => set(type.id, key, event.target.value)}
                      error={invalid(value)}
                      helperText={invalid(value) ? translate('app.validation.percentMax') : undefined}
                      slotProps={{
                        htmlInput: {
                          min: 0,
                          max: 100,
                          step: 0.5,
                          'aria-label': `${translate(`resources.partners.percentages.${key}`)} – ${type.name}`,
                        },
                      }}
                      sx={{ width: 120 }}
                    />
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Button
        variant="contained"
        startIcon={<SaveIcon />}
        sx={{ mt: 2 }}
        disabled={hasError || save.isPending || !data}
        onClick={() =>
          save.mutate({
            id: partner.id,
            percentages: types.map((type) => ({ idServiceType: type.id, ...rates[type.id] })),
          })
        }
      >
        {translate('ra.action.save')}
      </Button>
    </>
  );
}
