import type { PartnerDraft } from '../../domain/partnerValidation';
import type { PARTNER_STATUS } from '../../domain/statuses';
import type { RaRecord } from 'react-admin';

export type PartnerAddress = NonNullable<PartnerDraft['address']>;

export interface Partner extends RaRecord {
  location: number;
  status: (typeof PARTNER_STATUS)[keyof typeof PARTNER_STATUS];
  isCompany: boolean;
  companyName?: string;
  name: string;
  surname: string;
  middleName?: string;
  displayName: string;
  referralCode?: string;
  dateOfBirth?: string;
  documentNumber?: string;
  documentIssueDate?: string;
  documentValidDate?: string;
  personalNumber?: string;
  personalTaxNumber?: string;
  frontDocument?: string | null;
  backDocument?: string | null;
  additionalDocument?: string | null;
  address?: PartnerAddress;
  activePolygons: number[];
  iban?: string;
  bic?: string;
  bankName?: string;
  email: string;
  phone: string;
  tShirtSize?: string;
  avatar?: string | null;
  socialNetworks?: string;
  serviceTypes: number[];
  registrationDate: string;
  flags: Record<string, boolean>;
  monthlyWeekendLimit: number;
  rating: number | null;
  rating30: number | null;
  numberOfOrders: number;
  orders30: number;
  balance: number;
  debtType: 'platform' | 'partner' | 'none';
  debtAmount: number;
}
