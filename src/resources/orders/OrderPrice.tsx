import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useFormPrice, type PriceView } from './formPrice';

const PriceContext = createContext<PriceView | null>(null);

/**
 * The order form's live price, computed once for the form at each change (useFormPrice, by the pricing module)
 * and read by the price panel, the price bar and the promocodes alike, in the same render as the change. While
 * calculatePrice is on, it also writes price and fullPrice into the form (what is saved); while it is off the
 * prices are entered by hand. The children are the form's own elements: a change redraws the parts that read the
 * price, not the whole form.
 */
export function OrderPriceProvider({ children }: { children: ReactNode }) {
  const price = useFormPrice();
  const { setValue } = useFormContext();
  const auto = useWatch({ name: 'calculatePrice' }) !== false;

  useEffect(() => {
    if (!auto) return;
    setValue('price', price.price);
    setValue('fullPrice', price.fullPrice);
  }, [auto, price.price, price.fullPrice, setValue]);

  return <PriceContext.Provider value={price}>{children}</PriceContext.Provider>;
}

/** The order form's live price (inside OrderPriceProvider). */
export function usePrice(): PriceView {
  const price = useContext(PriceContext);
  if (!price) throw new Error('usePrice is used inside OrderPriceProvider (the order form)');
  return price;
}
