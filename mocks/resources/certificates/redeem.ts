import {
  CERTIFICATE_STATUS,
  certificateProblem,
  normalizeCode,
  redeem,
  restoreBalance,
} from '../../../src/domain/certificates';
import type { CertificateRow, OrderRow } from '../../rows';
import { Refusal } from '../../server/http';
import { tables, today } from '../../server/tables';

/** What the certificate can pay for this order: its balance plus what the order itself already took from it. */
export function availableFor(cert: CertificateRow, orderId: number | undefined) {
  const order = orderId ? tables.orders().get(orderId) : undefined;
  return order?.certificateId === cert.id ? restoreBalance(cert, order.certificateUsed ?? 0) : cert.balance;
}

/**
 * Why the certificate cannot pay for this order today, or null. An order that already took from it sees that
 * amount as still available (so re-saving the order does not count it as used twice).
 */
export function problemFor(cert: CertificateRow, orderId: number | undefined) {
  const balance = availableFor(cert, orderId);
  const status =
    cert.status === CERTIFICATE_STATUS.cancelled
      ? cert.status
      : balance > 0
        ? CERTIFICATE_STATUS.active
        : CERTIFICATE_STATUS.used;
  return certificateProblem({ ...cert, balance, status }, today());
}

const setBalance = (cert: CertificateRow, balance: number) =>
  tables.certificates().update(cert.id, {
    balance,
    // 'used' is stored once it is spent, and given up when an order gives the money back
    status:
      cert.status === CERTIFICATE_STATUS.cancelled
        ? cert.status
        : balance > 0
          ? CERTIFICATE_STATUS.active
          : CERTIFICATE_STATUS.used,
  });

export interface CertificatePayment {
  certificateId?: number;
  certificateCode?: string;
  certificateUsed?: number;
}

/**
 * The certificate part of saving an order (docs/decisions-stock.md): gives back what the order took before, then
 * takes what the order's price needs from the (possibly other) certificate; refuses a used, expired, cancelled or
 * unknown one with a field error. Call it last in prepare, after every other check has passed.
 */
export function payWithCertificate(
  code: string | undefined,
  price: number,
  existing: OrderRow | undefined,
  location: number,
): CertificatePayment {
  const wanted = code ? normalizeCode(code) : undefined;
  const cert = wanted
    ? tables
        .certificates()
        .all()
        .find((row) => row.code === wanted && row.location === location)
    : undefined;
  const refuse = (key: string) => new Refusal(key, { certificateCode: key });
  if (wanted && !cert) throw refuse('resources.certificates.problems.unknown');
  const problem = cert && problemFor(cert, existing?.id);
  if (problem) throw refuse(problem);
  const previous = existing?.certificateId ? tables.certificates().get(existing.certificateId) : undefined;
  if (previous) setBalance(previous, restoreBalance(previous, existing?.certificateUsed ?? 0));
  if (!cert) return { certificateId: undefined, certificateCode: undefined, certificateUsed: undefined };
  const fresh = tables.certificates().get(cert.id)!;
  const { used, balanceAfter } = redeem(price, fresh);
  setBalance(fresh, balanceAfter);
  return { certificateId: cert.id, certificateCode: cert.code, certificateUsed: used };
}

/**
 * An order cancelled without payment or deleted gives its certificate's used amount back (restoreBalance);
 * answers the order's certificate fields cleared. Cancelled with payment keeps it: the customer paid.
 */
export function releaseCertificate(order: OrderRow): CertificatePayment {
  const cert = order.certificateId ? tables.certificates().get(order.certificateId) : undefined;
  if (!cert) return {};
  setBalance(cert, restoreBalance(cert, order.certificateUsed ?? 0));
  return { certificateId: undefined, certificateCode: undefined, certificateUsed: undefined };
}
