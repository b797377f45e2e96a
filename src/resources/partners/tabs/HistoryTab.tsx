import { RecordHistory } from '../../../components/history/RecordHistory';
import type { Partner } from '../../../providers/records/partner';

/** Every change of the partner's record (issue 16). */
export default function HistoryTab({ partner }: { partner: Partner }) {
  return <RecordHistory resource="partners" id={partner.id} />;
}
