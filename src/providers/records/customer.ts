import type { RaRecord } from 'react-admin';

/** A saved address: the order form's picker reads these (id, coordinates, street...). */
export interface CustomerAddress {
  id: number;
  latitude: number;
  longitude: number;
  city?: string;
  street?: string;
  house?: string;
  postcode?: string;
  entrance?: string;
  apartment?: string;
  floor?: string;
  code?: string;
}

/** A legal entity for VAT invoices (the order form's invoice section reads these). */
export interface LegalEntity {
  id: number;
  companyName: string;
  taxNumber: string;
  postcode: string;
  address: string;
  city: string;
}

/** A saved payment card as the payment provider describes it. */
export interface CustomerCard {
  id: number;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
}

export interface PointsEntry {
  id: number;
  at: string;
  change: number;
  reason: 'order' | 'spent' | 'adjustment' | 'welcome';
  orderId?: number;
  note?: string;
  by?: string;
}

/** A customer as the API answers it: the record and what their orders add up to. */
export interface Customer extends RaRecord {
  id: number;
  location: number;
  name: string;
  phone: string;
  additionalPhone?: string;
  email?: string;
  contactLanguage?: string;
  notes?: string;
  anotherPersonToContact?: { name?: string; phone?: string };
  addresses: CustomerAddress[];
  legalEntities: LegalEntity[];
  cards: CustomerCard[];
  points: number;
  pointsHistory: PointsEntry[];
  registration: string;
  orderCount: number;
  lastOrder: string | null;
  totalSpent: number;
  unpaidOrders: number;
}
