/**
 * Gift certificate status (DECISIONS.md section 8), shaped like the families in statuses.ts so StatusChip,
 * statusChoices and statusName take it as they are. statuses.ts keeps its `family` and `idsOf` helpers private,
 * so the two one-liners are repeated here rather than editing that file.
 */
import type { StatusFamily } from './statuses';

type CertificateStatusName = 'active' | 'used' | 'expired' | 'cancelled';

export const CERTIFICATE_STATUSES: StatusFamily<CertificateStatusName> = {
  translationPrefix: 'resources.certificates.status',
  byName: {
    active: { id: 1, colour: 'success' },
    used: { id: 2, colour: 'default' },
    expired: { id: 3, colour: 'warning' },
    cancelled: { id: 4, colour: 'error' },
  },
};

export const CERTIFICATE_STATUS = Object.fromEntries(
  Object.entries(CERTIFICATE_STATUSES.byName).map(([name, { id }]) => [name, id]),
) as { readonly active: 1; readonly used: 2; readonly expired: 3; readonly cancelled: 4 };

export type CertificateStatus = (typeof CERTIFICATE_STATUS)[keyof typeof CERTIFICATE_STATUS];
