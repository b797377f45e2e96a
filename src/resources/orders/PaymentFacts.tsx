import { useTranslate } from 'react-admin';
import { Item } from './Item';
import { useServicesAndLabels } from './useServicesAndLabels';
import type { Order } from '../../providers/records/order';

/** The promocodes entered, the one that applied and its service type, and the saved card that pays. */
export function PaymentFacts({ order }: { order: Order }) {
  const translate = useTranslate();
  const { typeName } = useServicesAndLabels();
  const card = order.customer?.cards?.find((item) => item.id === order.activeCard);
  const others = (order.promocodes ?? []).filter((code) => code !== order.promocode);
  return (
    <>
      {card && (
        <Item label="resources.orders.flow.activeCard" testId="order-card">
          {translate('resources.orders.flow.cardName', {
            brand: card.brand,
            last4: card.last4,
            expiry: `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`,
          })}
        </Item>
      )}
      {order.promocode && (
        <Item label="resources.orders.fields.promocode" testId="order-promocode">
          {order.promocodeServiceType != null
            ? translate('resources.orders.flow.promocodeFor', {
                code: order.promocode,
                type: typeName(order.promocodeServiceType),
              })
            : order.promocode}
        </Item>
      )}
      {others.length > 0 && <Item label="resources.orders.flow.otherPromocodes">{others.join(', ')}</Item>}
    </>
  );
}
