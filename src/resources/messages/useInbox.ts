import { useQuery } from '@tanstack/react-query';
import { useAction } from '../../components/useAction';
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
const useInboxWrite = <P>(run: (dataProvider: AppDataProvider, payload: P) => Promise<unknown>) =>
  useAction(run, { refresh: [['messages'], ['partners']] });

export const useReply = () =>
  useInboxWrite((dataProvider, payload: MethodPayload<'replyToConversation'>) =>
    dataProvider.replyToConversation(payload),
  );

export const useMarkRead = () =>
  useInboxWrite((dataProvider, payload: MethodPayload<'markConversationRead'>) =>
    dataProvider.markConversationRead(payload),
  );
