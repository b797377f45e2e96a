/** The partner record is declared once, in the API contract. */
export type { Partner, PartnerAddress } from '../../api/contract/partners';
