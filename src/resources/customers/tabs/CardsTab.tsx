import type { ProfileTabProps } from '../../../components/profile/ProfileShow';
import { RowsTable } from '../../../components/RowsTable';
import { Button, Chip, Stack, Typography } from '@mui/material';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import { useTranslate } from 'react-admin';
import type { Customer, CustomerCard } from '../../../providers/records/customer';
import { useCustomerAction } from '../useCustomerAction';
import { Empty } from './Empty';

const expiry = (card: CustomerCard) => `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
/** A card is expired after the last day of its expiry month. */
const expired = (card: CustomerCard, now = new Date()) =>
  card.expYear < now.getFullYear() ||
  (card.expYear === now.getFullYear() && card.expMonth < now.getMonth() + 1);

/**
 * Saved cards (payment data): brand, last four digits, expiry and which is the default the order form picks.
 * Staff never add a card: a card is saved by the customer paying online, so here it is made default or removed.
 */
export default function CardsTab({ record: customer }: ProfileTabProps<Customer>) {
  const translate = useTranslate();
  const makeDefault = useCustomerAction<number>((provider, itemId) =>
    provider.setDefaultCard({ id: customer.id, itemId }),
  );
  const remove = useCustomerAction<number>(
    (provider, itemId) => provider.removeCard({ id: customer.id, itemId }),
    'resources.customers.removed',
  );
  const t = (key: string) => translate(`resources.customers.cards.${key}`);
  if (!customer.cards.length) return <Empty>resources.customers.cards.empty</Empty>;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('hint')}
      </Typography>
      <RowsTable
        label={t('title')}
        rows={customer.cards}
        columns={[
          {
            label: t('brand'),
            cell: (card) => (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <CreditCardIcon fontSize="small" aria-hidden />
                <span>{card.brand}</span>
                {card.isDefault && <Chip size="small" color="primary" label={t('default')} />}
              </Stack>
            ),
          },
          { label: t('number'), cell: (card) => `••••\u00a0${card.last4}` },
          {
            label: t('expiry'),
            cell: (card) => (
              <>
                {expiry(card)} {expired(card) && <Chip size="small" color="warning" label={t('expired')} />}
              </>
            ),
          },
          {
            label: translate('app.rowActions'),
            hideLabel: true,
            align: 'right',
            cell: (card) => (
              <>
                {!card.isDefault && (
                  <Button
                    size="small"
                    disabled={makeDefault.isPending}
                    onClick={() => makeDefault.mutate(card.id)}
                  >
                    {t('makeDefault')}
                  </Button>
                )}
                <Button
                  size="small"
                  color="error"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(card.id)}
                >
                  {translate('ra.action.delete')}
                </Button>
              </>
            ),
          },
        ]}
      />
    </>
  );
}
