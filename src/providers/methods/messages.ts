import { endpointMethod, request } from '../wire';

/** The inbox (issue 13): a conversation's thread, answering it, marking it read, the sidebar's unread count. */
export const messagesMethods = {
  conversationThread: endpointMethod('admin/messages/thread'),
  replyToConversation: endpointMethod('admin/messages/reply'),
  markConversationRead: endpointMethod('admin/messages/read'),
  unreadConversations: () => request('admin/messages/unread', {}),
};
