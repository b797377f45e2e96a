import { z } from 'zod/mini';
import { collectionEndpoints, recordOf } from './collection';
import { endpoint } from './endpoint';
import { wire } from './wire';
import { TEXT_TOO_LONG } from '../../domain/bounds';
import { codeLabels, count, dateTime, ofKind, refTo } from './fieldKinds';

const SENDERS = ['partner', 'staff'] as const;
const access = (action: 'list' | 'show' | 'create' | 'edit' | 'delete') => ({ resource: 'messages', action });
/** a message over a free text's length (src/domain/bounds.ts) */
const TOO_LONG = TEXT_TOO_LONG.text;

/** One message of a partner's conversation (the same messages as the partner's chat tab). */
export const chatMessage = z.object({
  id: z.int(),
  partnerId: z.int(),
  from: z.enum(SENDERS),
  text: z.string(),
  at: z.string(),
  author: z.optional(z.string()),
  /** a partner's message stays unread until staff read or answer the conversation */
  read: z.optional(z.boolean()),
});

/** One conversation of the inbox: a partner's chat; its id is the partner's id (so is its version). */
export const conversationRecord = recordOf({
  partnerId: refTo('partners'),
  partnerName: z.string(),
  phone: z.optional(z.string()),
  lastText: z.string(),
  lastFrom: ofKind(z.enum(SENDERS), codeLabels('resources.messages.senders', SENDERS)),
  lastAt: dateTime(),
  messages: count(),
  unread: count(),
});

/** What the actions on one conversation answer: the conversation as it is now, without a version. */
const conversation = z.omit(conversationRecord, { version: true });

/** The inbox's tabs and filters; `unread` and `awaiting` (the partner spoke last) are 1 or 0. */
export const conversationFilter = z.object({
  q: z.optional(wire.text('search')),
  unread: z.optional(wire.bool()),
  awaiting: z.optional(wire.bool()),
  lastAt_gte: z.optional(wire.date()),
  lastAt_lte: z.optional(wire.date()),
});

/** A message staff write; the backend trims it and refuses it empty or past 2000 characters. */
const messageText = z.optional(wire.text('text'));

const generic = collectionEndpoints('messages', {
  record: conversationRecord,
  input: z.object({ partnerId: wire.id(), text: messageText }),
  filter: conversationFilter,
});

export const messagesApi = {
  list: generic.list,
  details: generic.details,
  export: generic.export,
  add: endpoint({
    path: 'admin/messages/add',
    summary: 'Starts a conversation: the first message to a partner of the location.',
    access: access('create'),
    request: z.object({ partnerId: wire.id(), text: messageText }),
    answer: conversation,
    errors: ['app.validation.required', TOO_LONG],
    idempotent: true,
  }),
  delete: endpoint({
    path: 'admin/messages/delete',
    summary: "Deletes a conversation's messages (the partner stays).",
    access: access('delete'),
    request: z.object({ id: wire.id(), version: z.optional(wire.int()) }),
    answer: conversation,
  }),
  thread: endpoint({
    path: 'admin/messages/thread',
    summary: "A conversation's messages, oldest first.",
    access: access('show'),
    request: z.object({ id: wire.id() }),
    answer: z.array(chatMessage),
  }),
  reply: endpoint({
    path: 'admin/messages/reply',
    summary: 'Answers a conversation as the logged-in account (and marks it read).',
    access: access('edit'),
    request: z.object({ id: wire.id(), text: messageText }),
    answer: chatMessage,
    errors: ['app.validation.required', TOO_LONG],
  }),
  read: endpoint({
    path: 'admin/messages/read',
    summary: "Marks a conversation read, or its partner's latest message unread again (`read` 0).",
    access: access('edit'),
    request: z.object({ id: wire.id(), read: z.optional(wire.bool()) }),
    answer: conversation,
  }),
  unread: endpoint({
    path: 'admin/messages/unread',
    summary: "The sidebar badge: the location's conversations with an unread message.",
    access: access('list'),
    request: z.object({}),
    answer: z.object({ conversations: z.int().check(z.nonnegative()) }),
  }),
};

export type ChatMessage = z.output<typeof chatMessage>;
export type Conversation = z.output<typeof conversationRecord>;
