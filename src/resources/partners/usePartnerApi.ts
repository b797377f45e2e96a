import { useQuery } from '@tanstack/react-query';
import { useAction } from '../../components/useAction';
import type { AppDataProvider, MethodPayload } from '../../providers/types';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

/** A partner-side read; every key starts with 'partners' so an action refreshes them all. */
function usePartnerRead<T>(key: unknown[], read: (dataProvider: AppDataProvider) => Promise<T>) {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: ['partners', ...key], queryFn: () => read(dataProvider), retry: false });
}

export const usePartnerLedger = (id: number) =>
  usePartnerRead(['ledger', id], (dataProvider) => dataProvider.partnerLedger({ id }));

export const usePartnerStatistics = (id: number) =>
  usePartnerRead(['statistics', id], (dataProvider) => dataProvider.partnerStatistics({ id }));

export const usePartnerOrders = (id: number, page: number, perPage: number) =>
  usePartnerRead(['orders', id, page, perPage], (dataProvider) =>
    dataProvider.partnerOrders({ id, page, perPage }),
  );

export const usePartnerPercentages = (id: number) =>
  usePartnerRead(['percentages', id], (dataProvider) => dataProvider.partnerPercentages({ id }));

export const usePartnerChat = (id: number) =>
  usePartnerRead(['chat', id], (dataProvider) => dataProvider.partnerChat({ id }));

/** A partner-side action; on success the partner's cached answers are refreshed, a refusal is notified. */
const usePartnerAction = <P>(
  run: (dataProvider: AppDataProvider, payload: P) => Promise<unknown>,
  { success }: { success?: string } = {},
) => useAction(run, { refresh: [['partners']], success });

export const useSettlePartner = (options?: { success?: string }) =>
  usePartnerAction(
    (dataProvider, payload: MethodPayload<'settlePartner'>) => dataProvider.settlePartner(payload),
    options,
  );

export const useSavePartnerPercentages = (options?: { success?: string }) =>
  usePartnerAction(
    (dataProvider, payload: MethodPayload<'setPartnerPercentages'>) =>
      dataProvider.setPartnerPercentages(payload),
    options,
  );

export const useSendPartnerMessage = () =>
  usePartnerAction((dataProvider, payload: MethodPayload<'sendPartnerMessage'>) =>
    dataProvider.sendPartnerMessage(payload),
  );
