import type { ProfileTabProps } from '../../../components/profile/ProfileShow';
import { RecordHistory } from '../../../components/history/RecordHistory';
import type { Partner } from '../../../providers/records/partner';

/** Every change of the partner's record (issue 16). */
export default function HistoryTab({ record: partner }: ProfileTabProps<Partner>) {
  return <RecordHistory resource="partners" id={partner.id} />;
}
