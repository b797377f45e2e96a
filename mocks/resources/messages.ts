import { TEXT_MAX as TEXT_LIMITS, TEXT_TOO_LONG } from '../../src/domain/bounds';
import { messagesApi, type Conversation as ConversationRecord } from '../../src/api/contract/messages';
import type { PartnerMessageRow, PartnerRow } from '../rows';
import { declareEndpoints, payloadOf } from '../server/contract';
import type { CollectionSpec, RequestContext } from '../server/crud';
import { Refusal } from '../server/http';
import { registerCollection } from '../server/router';
import { tables } from '../server/tables';
import { displayName } from './partners/draft';

/**
 * The inbox: one conversation per partner, read from the same messages as the partner's chat tab (the
 * partnerMessages collection stays the one source). A conversation's id is its partner's id, so it is scoped by
 * the partner's location like the partner itself. Sent messages are a record of what was said: no edit.
 */
export type Conversation = Omit<ConversationRecord, 'version'>;

const { text: TEXT_MAX } = TEXT_LIMITS;

/** Every partner's messages, oldest first; built once per request (a list reads it for every row). */
function messagesByPartner(): Map<number, PartnerMessageRow[]> {
  const byPartner = new Map<number, PartnerMessageRow[]>();
  for (const message of tables.partnerMessages().all()) {
    const list = byPartner.get(message.partnerId) ?? [];
    list.push(message);
    byPartner.set(message.partnerId, list);
  }
  for (const list of byPartner.values()) list.sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id);
  return byPartner;
}

const cache = new WeakMap<RequestContext, Map<number, PartnerMessageRow[]>>();
const threadsOf = (ctx: RequestContext) => {
  let threads = cache.get(ctx);
  if (!threads) cache.set(ctx, (threads = messagesByPartner()));
  return threads;
};

const isUnread = (message: PartnerMessageRow) => message.from === 'partner' && message.read === false;

export function conversationOf(partner: PartnerRow, thread: PartnerMessageRow[]): Conversation {
  const last = thread[thread.length - 1];
  return {
    id: partner.id,
    partnerId: partner.id,
    partnerName: displayName(partner),
    phone: partner.phone,
    lastText: last?.text ?? '',
    lastFrom: last?.from ?? 'staff',
    lastAt: last?.at ?? '',
    messages: thread.length,
    unread: thread.filter(isUnread).length,
  };
}

const threadOf = (partner: PartnerRow, ctx: RequestContext) => threadsOf(ctx).get(partner.id) ?? [];

/** Marks the partner's messages read; answering a conversation reads it too. */
export function markRead(partnerId: number, read: boolean) {
  const messages = tables.partnerMessages();
  const last = messages
    .all()
    .filter((message) => message.partnerId === partnerId && message.from === 'partner')
    .sort((a, b) => a.at.localeCompare(b.at));
  // Unread again: the partner's latest message only, as a mail client marks one.
  for (const message of read ? last : last.slice(-1))
    if (message.read !== read) messages.update(message.id, { read });
}

function addMessage(partner: PartnerRow, body: Record<string, unknown>, ctx: RequestContext) {
  const text = payloadOf(messagesApi.reply, body).text?.trim();
  if (!text) throw new Refusal('app.validation.required', { text: 'app.validation.required' });
  if (text.length > TEXT_MAX) throw new Refusal(TEXT_TOO_LONG.text, { text: TEXT_TOO_LONG.text });
  markRead(partner.id, true);
  const at = new Date().toISOString();
  return tables
    .partnerMessages()
    .insert({ partnerId: partner.id, from: 'staff', text, at, author: ctx.account.name, read: true });
}

const spec: CollectionSpec<PartnerRow> = {
  api: 'messages',
  collection: 'partners',
  // Only partners who have a conversation are in the inbox.
  defaultFilter: () => ({ conversation: 1 }),
  // The list's filter as the contract read it: `unread` and `awaiting` are booleans.
  filters: {
    conversation: (row, _value, ctx) => threadsOf(ctx).has(row.id),
    unread: (row, value, ctx) => threadOf(row, ctx).some(isUnread) === value,
    /** the last word is the partner's: the conversation waits for an answer */
    awaiting: (row, value, ctx) => (threadOf(row, ctx).at(-1)?.from === 'partner') === value,
    lastAt_gte: (row, value, ctx) => (threadOf(row, ctx).at(-1)?.at ?? '') >= String(value),
    lastAt_lte: (row, value, ctx) => (threadOf(row, ctx).at(-1)?.at ?? '').slice(0, 10) <= String(value),
  },
  searchText: (row, ctx) =>
    [displayName(row), row.phone, ...threadOf(row, ctx).map((message) => message.text)]
      .join(' | ')
      .toLowerCase(),
  sortValue: {
    lastAt: (row, ctx) => threadOf(row, ctx).at(-1)?.at ?? '',
    unread: (row, ctx) => threadOf(row, ctx).filter(isUnread).length,
    partnerName: (row) => displayName(row).toLowerCase(),
  },
  present: (row, ctx) => conversationOf(row, threadOf(row, ctx)),
  // Sent messages are not rewritten (no edit); a conversation starts with its first message (add, below).
  operations: ['list', 'details', 'export'],
  exportColumns: ['id', 'partnerName', 'phone', 'messages', 'unread', 'lastAt', 'lastFrom', 'lastText'],
  actions: {
    thread: { permission: 'show', handle: (partner, ctx) => threadOf(partner, ctx) },
    reply: { handle: (partner, ctx) => addMessage(partner, ctx.body, ctx) },
    read: {
      handle(partner, ctx) {
        markRead(partner.id, payloadOf(messagesApi.read, ctx.body).read ?? true);
        return conversationOf(partner, messagesByPartner().get(partner.id) ?? []);
      },
    },
    /** The sidebar badge: conversations of this location with an unread message. */
    unread: {
      permission: 'list',
      collection: true,
      handle(ctx) {
        const threads = threadsOf(ctx);
        const conversations = tables
          .partners()
          .all()
          .filter((partner) => partner.location === ctx.location && threads.get(partner.id)?.some(isUnread));
        return { conversations: conversations.length };
      },
    },
    /** A new conversation: the first message to a partner of this location. */
    add: {
      permission: 'create',
      collection: true,
      handle(ctx) {
        const { partnerId } = payloadOf(messagesApi.add, ctx.body);
        let partner: PartnerRow;
        try {
          partner = ctx.find(partnerId);
        } catch {
          throw new Refusal('app.validation.required', { partnerId: 'app.validation.required' });
        }
        addMessage(partner, ctx.body, ctx);
        return conversationOf(partner, messagesByPartner().get(partner.id) ?? []);
      },
    },
    /** Deleting a conversation removes its messages (the partner stays). */
    delete: {
      permission: 'delete',
      handle(partner, ctx) {
        const shown = conversationOf(partner, threadOf(partner, ctx));
        const messages = tables.partnerMessages();
        for (const message of threadOf(partner, ctx)) messages.remove(message.id);
        return shown;
      },
    },
  },
};

registerCollection(spec);
declareEndpoints(messagesApi);
