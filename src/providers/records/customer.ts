/** The customer record and its saved items are declared once, in the API contract. */
export type {
  Customer,
  CustomerAddress,
  CustomerCard,
  LegalEntity,
  PointsEntry,
} from '../../api/contract/customers';
