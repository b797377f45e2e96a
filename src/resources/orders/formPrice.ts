import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { bestPromocode } from '../../domain/discounts';
import { lineOf } from '../../domain/priceLines';
import { calculatePrice, type PriceResult } from '../../domain/pricing';
import {
  addressPriceAt,
  pricedServices,
  type OrderAddress,
  type OrderService,
} from '../../domain/orderRules';
import { useSession } from '../../session/useSession';
import { useCalendarData } from './useCalendarData';
import { useCatalogue } from './useServicesAndLabels';
import { usePromocodeTerms } from './usePromocodeTerms';

export interface PriceView extends PriceResult {
  lines: { id: number; quantity: number; price: number; time: number }[];
  addressPrice: number;
  districtId: number | null;
  vatPercent: number;
  needVatInvoice: boolean;
  dateDiscount: { type: 'percent' | 'amount'; value: number } | null;
  /** the code that applies, when a promocode is the discount; serviceType: the one type it counted for */
  promocode: { code: string; serviceType: number | null } | null;
}

/**
 * The price of the order being edited, recomputed from the form's values with calculatePrice on every change.
 * Computed once per form by OrderPriceProvider (OrderPrice.tsx); the form's parts read it with usePrice.
 */
export function useFormPrice(): PriceView {
  const [services, privateHouse, periodicity, date, address, needVatInvoice] = useWatch({
    name: ['services', 'privateHouse', 'periodicity', 'date', 'address', 'needVatInvoice'],
  }) as [OrderService[] | undefined, boolean, number, string | null, OrderAddress | undefined, boolean];
  const entered = usePromocodeTerms();
  const { serviceById } = useCatalogue();
  const { data: days } = useCalendarData();
  const session = useSession();
  return useMemo(() => {
    const settings = {
      privateHouseCoefficient: session?.privateHouseCoefficient ?? 1,
      onceMonthDiscount: session?.onceMonthDiscount ?? 0,
      twiceMonthDiscount: session?.twiceMonthDiscount ?? 0,
      onceWeekDiscount: session?.onceWeekDiscount ?? 0,
      vatPercentage: session?.vatPercentage ?? 0,
    };
    const district = addressPriceAt(
      toNumber(address?.latitude),
      toNumber(address?.longitude),
      session?.polygons ?? [],
    );
    const dateDiscount = days?.find((day) => day.date === date)?.discount ?? null;
    const priced = pricedServices(services ?? [], serviceById);
    // Several codes: only the best one applies (spec section 9), the same choice the backend makes.
    const valid = entered.filter((item) => item.terms).map((item) => item.terms!);
    const terms = valid.map(({ type, value, services: listed }) => ({ type, value, services: listed }));
    const best = bestPromocode({ services: priced, privateHouse: !!privateHouse, settings }, terms);
    const input = {
      services: priced,
      privateHouse: !!privateHouse,
      periodicity: (Number(periodicity) || 0) as 0 | 1 | 2 | 3,
      dateDiscount,
      promocode: best.index >= 0 ? terms[best.index] : null,
      addressPrice: district.price,
      needVatInvoice: !!needVatInvoice,
      settings,
    };
    const result = calculatePrice(input);
    return {
      ...result,
      promocode:
        best.index >= 0 && result.discountType === 'promocode'
          ? { code: valid[best.index].code, serviceType: best.serviceType }
          : null,
      lines: priced.map((service) => ({
        id: service.id,
        quantity: service.quantity,
        ...lineOf(service, input),
      })),
      addressPrice: district.price,
      districtId: district.districtId,
      vatPercent: settings.vatPercentage,
      needVatInvoice: !!needVatInvoice,
      dateDiscount,
    };
  }, [
    services,
    privateHouse,
    periodicity,
    date,
    address,
    needVatInvoice,
    entered,
    serviceById,
    days,
    session,
  ]);
}

const toNumber = (value: unknown) =>
  value === '' || value == null || Number.isNaN(Number(value)) ? null : Number(value);
