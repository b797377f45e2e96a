import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { AppDataProvider, MethodPayload } from '../../providers/types';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

/** Every key starts with 'messages' (react-admin's list and counts too), so one invalidation refreshes the inbox. */
export const useUnreadConversations = () => {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ['messages', 'unread'],
    queryFn: () => dataProvider.unreadConversations(),
    // Partners write from the app: look again every minute.
    refetchInterval: 60_000,
    retry: false,
  });
};

export const useConversationThread = (id: number) => {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ['messages', 'thread', String(id)],
    queryFn: () => dataProvider.conversationThread({ id }),
    retry: false,
  });
};

/** After a write the inbox and the partner's chat tab (the same messages) are read again. */
function useInboxWrite<P>(run: (dataProvider: AppDataProvider, payload: P) => Promise<unknown>) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (payload: P) => run(dataProvider, payload),
    // The refetches the invalidations start are not waited for (the mutation is done); they never reject.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['messages'] });
      void queryClient.invalidateQueries({ queryKey: ['partners'] });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
}

export const useReply = () =>
  useInboxWrite((dataProvider, payload: MethodPayload<'replyToConversation'>) =>
    dataProvider.replyToConversation(payload),
  );

export const useMarkRead = () =>
  useInboxWrite((dataProvider, payload: MethodPayload<'markConversationRead'>) =>
    dataProvider.markConversationRead(payload),
  );
