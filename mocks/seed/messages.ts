import type { Random } from '../random';

/** A seeded chat message (partnerId, from, text, at) as partnerExtras writes it. */
type SeedMessage = { id: number; [key: string]: unknown };

const FOLLOW_UPS = [
  'Can I get the keys for tomorrow earlier?',
  'The customer asks for an extra hour, is that fine?',
  'I need more cleaning liquid, where can I pick it up?',
  'Can I swap my Saturday order with someone?',
  'Is the payment for last week already sent?',
];

/**
 * The inbox's unread state over the seeded chat messages (whose every conversation ends with a staff answer):
 * about half of the conversations of the last ten days get a partner's follow-up, one to two messages, still
 * unread; every other message is read.
 */
export function withReadState(random: Random, messages: SeedMessage[], today: Date) {
  const recent = new Date(today.getTime() - 10 * 86400000).toISOString();
  const lastAt = new Map<number, string>();
  for (const message of messages) {
    const [partnerId, at] = [Number(message.partnerId), String(message.at)];
    if (at > (lastAt.get(partnerId) ?? '')) lastAt.set(partnerId, at);
  }
  let id = messages.reduce((max, message) => Math.max(max, message.id), 0);
  const followUps: SeedMessage[] = [];
  for (const [partnerId, at] of lastAt) {
    if (at < recent || !random.chance(0.5)) continue;
    let time = new Date(at).getTime();
    for (let i = random.int(1, 2); i > 0; i--) {
      time = Math.min(time + random.int(30, 600) * 60000, today.getTime());
      followUps.push({
        id: ++id,
        partnerId,
        from: 'partner',
        text: random.pick(FOLLOW_UPS),
        at: new Date(time).toISOString(),
        read: false,
      });
    }
  }
  return [...messages.map((message) => ({ ...message, read: true })), ...followUps];
}
