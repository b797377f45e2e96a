import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { calculatePrice, lineOf, type PriceResult } from '../../domain/pricing';
import {
  addressPriceAt,
  pricedServices,
  type OrderAddress,
  type OrderService,
} from '../../domain/orderRules';
import { useSession } from '../../session/useSession';
import { useCalendarData } from './useCalendarData';
import { useCatalogue } from './useCatalogue';
import type { CheckedPromocode } from '../../providers/types';

export interface PriceView extends PriceResult {
  lines: { id: number; quantity: number; price: number; time: number }[];
  addressPrice: number;
  districtId: number | null;
  vatPercent: number;
  needVatInvoice: boolean;
  dateDiscount: { type: 'percent' | 'amount'; value: number } | null;
}

/** The price of the order being edited, recomputed from the form's values with calculatePrice on every change. */
export function usePrice(): PriceView {
  const [services, privateHouse, periodicity, date, address, needVatInvoice, promocodeInfo] = useWatch({
    name: ['services', 'privateHouse', 'periodicity', 'date', 'address', 'needVatInvoice', 'promocodeInfo'],
  }) as [
    OrderService[] | undefined,
    boolean,
    number,
    string | null,
    OrderAddress | undefined,
    boolean,
    CheckedPromocode | null | undefined,
  ];
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
    const priced = pricedServices(services ?? [], serviceById as Map<number, { id: number }>);
    const input = {
      services: priced,
      privateHouse: !!privateHouse,
      periodicity: (Number(periodicity) || 0) as 0 | 1 | 2 | 3,
      dateDiscount,
      promocode: promocodeInfo
        ? { type: promocodeInfo.type, value: promocodeInfo.value, services: promocodeInfo.services }
        : null,
      addressPrice: district.price,
      needVatInvoice: !!needVatInvoice,
      settings,
    };
    return {
      ...calculatePrice(input),
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
  }, [services, privateHouse, periodicity, date, address, needVatInvoice, promocodeInfo, serviceById, days, session]);
}

const toNumber = (value: unknown) =>
  value === '' || value == null || Number.isNaN(Number(value)) ? null : Number(value);
