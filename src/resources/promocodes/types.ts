/** The promocode record is declared once, in the API contract. */
export type { Promocode } from '../../api/contract/promocodes';
