import type { ProfileTabProps } from '../../../components/profile/ProfileShow';
import type { Partner } from '../../../providers/records/partner';
import { ChatThread } from '../../../components/chat/ChatThread';
import { usePartnerChat, useSendPartnerMessage } from '../usePartnerApi';

/** The chat with the partner (the same conversation the inbox shows); a failed load offers to refresh the page. */
export default function ChatTab({ record: partner }: ProfileTabProps<Partner>) {
  const { data: messages, error, isPending } = usePartnerChat(partner.id);
  const send = useSendPartnerMessage();
  return (
    <ChatThread
      messages={messages}
      isPending={isPending}
      error={error}
      partnerName={partner.displayName}
      onSend={(text) => send.mutateAsync({ id: partner.id, text })}
      sending={send.isPending}
    />
  );
}
