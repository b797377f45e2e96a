import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, type Identifier } from 'react-admin';
import type {
  AppDataProvider,
  ChatSendPayload,
  IdPayload,
  PartnerPercentagesPayload,
} from '../../providers/types';

/** A partner-side read; every key starts with 'partners' so an action refreshes them all. */
function usePartnerRead<T>(key: unknown[], read: (dataProvider: AppDataProvider) => Promise<T>) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['partners', ...key], queryFn: () => read(dataProvider), retry: false });
}

export const usePartnerLedger = (id: Identifier) =>
  usePartnerRead(['ledger', id], (dataProvider) => dataProvider.partnerLedger({ id }));

export const usePartnerStatistics = (id: Identifier) =>
  usePartnerRead(['statistics', id], (dataProvider) => dataProvider.partnerStatistics({ id }));

export const usePartnerOrders = (id: Identifier, page: number, perPage: number) =>
  usePartnerRead(['orders', id, page, perPage], (dataProvider) =>
    dataProvider.partnerOrders({ id, page, perPage }),
  );

export const usePartnerPercentages = (id: Identifier) =>
  usePartnerRead(['percentages', id], (dataProvider) => dataProvider.partnerPercentages({ id }));

export const usePartnerChat = (id: Identifier) =>
  usePartnerRead(['chat', id], (dataProvider) => dataProvider.partnerChat({ id }));

/** A partner-side action; on success the partner's cached answers are refreshed, a refusal is notified. */
function usePartnerAction<P>(
  run: (dataProvider: AppDataProvider, payload: P) => Promise<unknown>,
  { success }: { success?: string } = {},
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (payload: P) => run(dataProvider, payload),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: ['partners'] });
      if (success) notify(success, { type: 'success' });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
}

export const useSettlePartner = (options?: { success?: string }) =>
  usePartnerAction((dataProvider, payload: IdPayload) => dataProvider.settlePartner(payload), options);

export const useSavePartnerPercentages = (options?: { success?: string }) =>
  usePartnerAction(
    (dataProvider, payload: PartnerPercentagesPayload) => dataProvider.setPartnerPercentages(payload),
    options,
  );

export const useSendPartnerMessage = () =>
  usePartnerAction((dataProvider, payload: ChatSendPayload) => dataProvider.sendPartnerMessage(payload));
