import type { RaRecord } from 'react-admin';
import type { PriceResult } from '../../domain/pricing';
import type { PaymentStatus } from '../../domain/statuses';
import type { OrderAddress, OrderInvoice, OrderService } from '../../domain/orderRules';
import type { TimeSlot } from '../../domain/timeSlots';

export interface HistoryEntry {
  at: string;
  by: string;
  action: string;
  from?: number;
  to?: number;
  note?: string;
}

export interface OrderServiceType {
  idServiceType: number;
  numberOfPartners: number;
  partners: number[];
}

/** A customer's saved payment card, as the customers' screens keep it. */
export interface SavedCard {
  id: number;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
}

export interface Order extends RaRecord {
  location: number;
  status: number;
  paymentStatus: PaymentStatus;
  paymentMethodId: number;
  paymentMethodLabel?: string;
  date: string | null;
  time: TimeSlot;
  customerId: number;
  customer?: {
    id: number;
    name: string;
    phone: string;
    email?: string;
    anotherPersonToContact?: { name?: string; phone?: string };
    cards?: SavedCard[];
  } | null;
  address: OrderAddress & { priceAmount?: number };
  addressText?: string;
  privateHouse: boolean;
  periodicity: 0 | 1 | 2 | 3;
  services: OrderService[];
  serviceTypes: OrderServiceType[];
  partnerNames?: Record<string, string>;
  price: number;
  fullPrice: number;
  discount: number;
  discountType: PriceResult['discountType'];
  addressPrice: number;
  cleaningTime: PriceResult['cleaningTime'];
  calculatePrice: boolean;
  rate: number | null;
  review?: string;
  tips: number;
  transport: number;
  cashPartnerId?: number;
  channel: 'web' | 'app' | 'phone' | 'admin';
  labels: number[];
  description?: string;
  additionalInfo?: string;
  promocode?: string;
  promocodeId?: number;
  /** every code entered; `promocode` is the one that applied, for `promocodeServiceType` */
  promocodes?: string[];
  promocodeServiceType?: number | null;
  activeCard?: number | null;
  needVatInvoice: boolean;
  invoice?: OrderInvoice;
  cancelReason?: string;
  createdAt: string;
  history: HistoryEntry[];
  messages?: { at: string; from: string; text: string }[];
  copyOf?: number;
}

export interface ServiceOption extends RaRecord {
  label: Record<string, string>;
  idServiceType: number;
  price: number;
  time: number;
  base: boolean;
  max: number;
  unit: string;
  status: number;
  discount: boolean;
  periodicity: boolean;
  fixPrice: boolean;
  adminOrder: number;
}

export interface Label extends RaRecord {
  label: Record<string, string>;
  visibility: 'partner' | 'manager';
  colour: string;
}
