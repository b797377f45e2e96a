/** Gift certificate status (docs/decisions-catalogue.md), a family like those in statuses.ts. */
import { family, idsOf } from './statuses';

export const CERTIFICATE_STATUSES = family('resources.certificates.status', {
  active: { id: 1, colour: 'success' },
  used: { id: 2, colour: 'default' },
  expired: { id: 3, colour: 'warning' },
  cancelled: { id: 4, colour: 'error' },
});

export const CERTIFICATE_STATUS = idsOf(CERTIFICATE_STATUSES);

export type CertificateStatus = (typeof CERTIFICATE_STATUS)[keyof typeof CERTIFICATE_STATUS];
