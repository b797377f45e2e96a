import { SelectInput, useTranslate } from 'react-admin';
import { useChosenCustomer } from './CustomerSection';
import type { SavedCard } from '../../providers/records/order';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Payment by one of the customer's saved cards (`activeCard`), offered only when the customer has cards; the
 * customers' screens keep them. Choosing none leaves the payment to the method above.
 */
export function CardInput({ readOnly }: { readOnly?: boolean }) {
  const translate = useTranslate();
  const cards = useChosenCustomer()?.cards ?? [];
  if (!cards.length) return null;
  const name = (card: SavedCard) =>
    translate('resources.orders.flow.cardName', {
      brand: card.brand,
      last4: card.last4,
      expiry: `${pad(card.expMonth)}/${String(card.expYear).slice(-2)}`,
    }) + (card.isDefault ? ` · ${translate('resources.orders.flow.cardDefault')}` : '');
  return (
    <SelectInput
      source="activeCard"
      label="resources.orders.flow.activeCard"
      choices={cards.map((card) => ({ id: card.id, name: name(card) }))}
      translateChoice={false}
      emptyText="resources.orders.flow.noCard"
      readOnly={readOnly}
      sx={{ minWidth: 280 }}
    />
  );
}
