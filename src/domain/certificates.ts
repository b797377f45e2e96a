/**
 * Gift certificates (docs/decisions.md section 8): a means of payment, not a discount. The order's price and
 * fullPrice stay as pricing.ts computed them; the certificate pays part or all of the price, the used amount is
 * recorded on the order and taken off the certificate's balance. One certificate per order.
 *
 * Amounts are integer minor units; days are ISO YYYY-MM-DD, both ends of the validity included.
 */
import { CERTIFICATE_STATUS, type CertificateStatus } from './certificateStatus';
import { amountToPay } from './amountToPay';

export { CERTIFICATE_STATUS, type CertificateStatus };

/**
 * The certificate's terms (the contract's `certificate` is checked against it; its record adds the buyer and the
 * figures shown): amounts in minor units, days as YYYY-MM-DD, null for no limit on that side.
 */
export interface Certificate {
  id?: number;
  code: string;
  /** the value it was issued with */
  amount: number;
  /** what is left to spend */
  balance: number;
  validFrom: string | null;
  validTo: string | null;
  status: CertificateStatus;
}

/**
 * Letters and digits that cannot be mistaken for one another when read aloud or typed from a printed card:
 * no 0/O, 1/I/L, 5/S, 2/Z, 8/B. 25 symbols, so 8 of them give about 1.5 * 10^11 codes.
 */
export const CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
const GROUP = 4;
export const CODE_PATTERN = new RegExp(`^[${CODE_ALPHABET}]{${GROUP}}-[${CODE_ALPHABET}]{${GROUP}}$`);

/**
 * A new code like `K7QX-M3TA`. `random` returns a float in [0, 1) (Math.random, or the seed's generator for
 * deterministic demo data); the caller retries on the rare collision with a stored code.
 */
export function generateCode(random: () => number): string {
  const symbol = () =>
    CODE_ALPHABET[Math.min(CODE_ALPHABET.length - 1, Math.floor(random() * CODE_ALPHABET.length))];
  const group = () => Array.from({ length: GROUP }, symbol).join('');
  return `${group()}-${group()}`;
}

/** What staff typed (" k7qx m3ta ", "K7QXM3TA") in the stored form, for lookups. */
export function normalizeCode(input: string): string {
  const compact = input.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return compact.length === GROUP * 2 ? `${compact.slice(0, GROUP)}-${compact.slice(GROUP)}` : compact;
}

/**
 * The status as of `today`, from the facts: cancelling is a staff decision and sticks; otherwise an empty
 * balance means used and a past end date means expired, so a stored 'used' whose balance was given back (the
 * order was cancelled) or a stored 'expired' whose end date was extended becomes active again.
 */
export function effectiveStatus(
  cert: Pick<Certificate, 'status' | 'balance' | 'validTo'>,
  today: string,
): CertificateStatus {
  if (cert.status === CERTIFICATE_STATUS.cancelled) return CERTIFICATE_STATUS.cancelled;
  if (cert.balance <= 0) return CERTIFICATE_STATUS.used;
  if (cert.validTo && cert.validTo < today) return CERTIFICATE_STATUS.expired;
  return CERTIFICATE_STATUS.active;
}

export const CERTIFICATE_PROBLEMS = {
  cancelled: 'resources.certificates.problems.cancelled',
  used: 'resources.certificates.problems.used',
  expired: 'resources.certificates.problems.expired',
  notYetValid: 'resources.certificates.problems.notYetValid',
  empty: 'resources.certificates.problems.empty',
} as const;

/**
 * Why the certificate cannot pay for an order today (a message key), or null when it can. Without balance it
 * says 'used' when it is marked used (spent on orders) and 'empty' otherwise (e.g. issued at zero by mistake).
 */
export function certificateProblem(cert: Certificate, today: string): string | null {
  if (cert.status === CERTIFICATE_STATUS.cancelled) return CERTIFICATE_PROBLEMS.cancelled;
  if (cert.balance <= 0)
    return cert.status === CERTIFICATE_STATUS.used ? CERTIFICATE_PROBLEMS.used : CERTIFICATE_PROBLEMS.empty;
  if (cert.validTo && cert.validTo < today) return CERTIFICATE_PROBLEMS.expired;
  if (cert.validFrom && cert.validFrom > today) return CERTIFICATE_PROBLEMS.notYetValid;
  return null;
}

export interface Redemption {
  /** what the customer still pays: the order's price minus the balance, never below zero */
  amountToPay: number;
  /** taken off the certificate and recorded on the order */
  used: number;
  balanceAfter: number;
}

/**
 * Pays an order's price (after the best discount, the address price and VAT) with the certificate's remaining
 * balance. Only arithmetic: ask certificateProblem first. The order's price and fullPrice are not touched.
 */
export function redeem(orderPrice: number, cert: Pick<Certificate, 'balance'>): Redemption {
  const price = Math.max(0, orderPrice);
  const used = Math.min(price, Math.max(0, cert.balance));
  return { amountToPay: amountToPay(price, used), used, balanceAfter: Math.max(0, cert.balance) - used };
}

/**
 * The balance after an order gives its used amount back (the order was cancelled, deleted or paid another
 * way), never above the certificate's original amount.
 */
export const restoreBalance = (cert: Pick<Certificate, 'balance' | 'amount'>, used: number) =>
  Math.min(cert.amount, cert.balance + Math.max(0, used));

/** Field errors of a certificate draft (message keys), empty when valid. */
export function validateCertificate(draft: Partial<Certificate>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!draft.code) errors.code = 'app.validation.required';
  else if (!CODE_PATTERN.test(normalizeCode(draft.code)))
    errors.code = 'resources.certificates.validation.codeFormat';
  if (draft.amount == null || Number.isNaN(draft.amount)) errors.amount = 'app.validation.required';
  else if (!(draft.amount > 0) || !Number.isInteger(draft.amount)) errors.amount = 'app.validation.positive';
  if (draft.balance != null && draft.amount != null && (draft.balance < 0 || draft.balance > draft.amount))
    errors.balance = 'resources.certificates.validation.balanceRange';
  if (draft.validFrom && draft.validTo && draft.validTo < draft.validFrom)
    errors.validTo = 'app.validation.dateOrder';
  return errors;
}
