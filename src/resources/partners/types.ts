import type { RaRecord } from 'react-admin';

export interface PartnerAddress {
  latitude?: number;
  longitude?: number;
  city?: string;
  postcode?: string;
  street?: string;
  house?: string;
  apartment?: string;
}

export interface Partner extends RaRecord {
  location: number;
  status: 1 | 2 | 3;
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

export interface LedgerAnswer {
  ordersAmount: number;
  cashAmount: number;
  remuneration: number;
  transport: number;
  bonusPayments: number;
  reductions: number;
  tips: number;
  earnedByPartner: number;
  earnedForPlatform: number;
  balance: number;
  debtOfPlatform: number;
  debtOfPartner: number;
  netting: number;
  debtType: 'platform' | 'partner' | 'none';
  debtAmount: number;
  numberOfOrders: number;
  dateFrom: string | null;
  dateTo: string | null;
  lastSettlementDate: string | null;
  orders: {
    orderId: number;
    date: string;
    amount: number;
    percent: number;
    cash: number;
    tips: number;
    transport: number;
  }[];
  adjustments: { id: number; date: string; kind: 'bonus' | 'reduction'; amount: number; note?: string }[];
}
