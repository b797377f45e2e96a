import type { RaRecord } from 'react-admin';
import type { CertificateStatus } from '../../domain/certificateStatus';

/** A certificate as the backend answers it: `status` is the effective one (used/expired follow the facts). */
export interface GiftCertificate extends RaRecord {
  code: string;
  amount: number;
  balance: number;
  spent: number;
  validFrom: string | null;
  validTo: string | null;
  status: CertificateStatus;
  buyerName: string;
  buyerEmail?: string;
  recipientName?: string;
  recipientEmail?: string;
  note?: string;
  createdAt: string;
}
