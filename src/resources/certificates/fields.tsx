import { useRecordContext } from 'react-admin';
import { StatusChip } from '../../components/status';
import { CERTIFICATE_STATUSES } from '../../domain/certificateStatus';
import { statusList } from '../../domain/statuses';

export const certificateStatusTabs = [
  { key: 'all', label: 'app.tabs.all', filter: {} },
  ...statusList(CERTIFICATE_STATUSES).map(({ id, key }) => ({
    key,
    label: `resources.certificates.status.${key}`,
    filter: { status: id },
  })),
];

export function CertificateStatusField(_: { label?: string; source?: string }) {
  const record = useRecordContext();
  return <StatusChip statuses={CERTIFICATE_STATUSES} value={record?.status} />;
}
