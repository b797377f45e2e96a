import { Box, Button, List, ListItem, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { SuggestionReason } from '../../domain/partnerSuggestions';
import { useFormat } from '../../components/useFormat';
import type { SuggestedPartner } from '../../providers/records/order';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

/** One reason in words ('30-day rating 4.5', '2.3 km from the previous order'). */
function useReasonText() {
  const translate = useTranslate();
  const format = useFormat();
  return (reason: SuggestionReason) => {
    const key = `dispatch.suggestions.reasons.${reason.code}`;
    switch (reason.code) {
      case 'rating':
      case 'rating30':
        return translate(key, { value: format.decimal(reason.value, 1) });
      case 'load':
        return translate(key, { smart_count: reason.count });
      case 'distance':
        return translate(`${key}_${reason.from}`, { km: format.decimal(reason.km, 1) });
      default:
        return translate(key);
    }
  };
}

interface Props {
  orderId: number;
  /** the order's version: a new one asks again (the order moved, a partner was put on it) */
  version?: number;
  idServiceType: number;
  chosenId?: number | null;
  onChoose: (partner: SuggestedPartner) => void;
  /** the title's level under its place's headings (h4 under the order screen's service type, h3 in a dialog) */
  headingLevel?: 'h3' | 'h4';
}

/**
 * At most five partners the backend ranks for the order's service type (src/domain/partnerSuggestions.ts), each
 * with its reasons. Choosing one only picks it: the dispatcher assigns with the screen's own button.
 */
export function SuggestedPartners({
  orderId,
  version,
  idServiceType,
  chosenId,
  onChoose,
  headingLevel = 'h4',
}: Props) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const reasonText = useReasonText();
  const { data, isPending, error } = useQuery({
    queryKey: ['orders', 'suggestedPartners', orderId, idServiceType, version],
    queryFn: () => dataProvider.suggestedPartners({ id: orderId, idServiceType }),
  });
  const titleId = `suggested-${orderId}-${idServiceType}`;
  return (
    <Box component="section" aria-labelledby={titleId} data-testid="suggested-partners" sx={{ mt: 1 }}>
      <Typography id={titleId} variant="subtitle2" component={headingLevel}>
        {translate('dispatch.suggestions.title')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('dispatch.suggestions.hint')}
      </Typography>
      {isPending ? (
        <Typography variant="body2" role="status">
          {translate('dispatch.suggestions.loading')}
        </Typography>
      ) : error ? (
        <Typography variant="body2" color="error">
          {translate('app.errors.loadProblem')}
        </Typography>
      ) : !data?.length ? (
        <Typography variant="body2">{translate('dispatch.suggestions.none')}</Typography>
      ) : (
        <List dense disablePadding>
          {data.map((partner, index) => {
            const chosen = chosenId === partner.id;
            return (
              <ListItem
                key={partner.id}
                disableGutters
                data-testid="suggested-partner"
                sx={{ alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}
              >
                <Stack sx={{ flex: '1 1 200px', minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {`${index + 1}. ${partner.name}`}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {partner.reasons.map(reasonText).join(' · ')}
                  </Typography>
                </Stack>
                <Button
                  size="small"
                  variant={chosen ? 'contained' : 'outlined'}
                  aria-pressed={chosen}
                  aria-label={translate('dispatch.suggestions.chooseName', { name: partner.name })}
                  onClick={() => onChoose(partner)}
                >
                  {translate(chosen ? 'dispatch.suggestions.chosen' : 'dispatch.suggestions.choose')}
                </Button>
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}
