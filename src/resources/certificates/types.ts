/** The certificate record is declared once, in the API contract. */
export type { GiftCertificate } from '../../api/contract/certificates';
