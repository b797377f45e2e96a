import {
  CERTIFICATE_STATUS,
  effectiveStatus,
  generateCode,
  normalizeCode,
  validateCertificate,
  type Certificate,
} from '../../../src/domain/certificates';
import { emailProblem } from '../../../src/domain/contactRules';
import type { CertificateRow } from '../../rows';
import { certificatesApi } from '../../../src/api/contract/certificates';
import { declareEndpoints, payloadOf } from '../../server/contract';
import type { CollectionSpec } from '../../server/crud';
import { Refusal } from '../../server/http';
import { registerCollection } from '../../server/router';
import { tables, today } from '../../server/tables';
import { availableFor, problemFor } from './redeem';

const text = (value: string | undefined) => value?.trim() || undefined;

/** A fresh code no stored certificate has (any location: a code is unique everywhere). */
function freshCode() {
  const taken = new Set(
    tables
      .certificates()
      .all()
      .map((row) => row.code),
  );
  let code = generateCode(Math.random);
  while (taken.has(code)) code = generateCode(Math.random);
  return code;
}

/** The status shown and filtered on: cancelled sticks, otherwise balance and dates decide (domain rule). */
const statusOf = (row: CertificateRow) => effectiveStatus(row, today());

/**
 * Gift certificates of the session's location. The code is generated when left empty and unique; the balance
 * starts at the amount and then only orders move it (admin/orders/add and edit); the amount can change only
 * while nothing has been spent. A certificate spent on an order cannot be deleted: cancel it instead.
 */
const spec: CollectionSpec<CertificateRow> = {
  api: 'certificates',
  search: (row) => [row.id, row.code, row.buyerName, row.buyerEmail, row.recipientName, row.recipientEmail],
  // the contract reads the status filter as a list of ids
  filters: { status: (row, value) => (value as number[]).includes(statusOf(row)) },
  sortValue: { status: (row) => statusOf(row) },
  operations: ['list', 'details', 'add', 'edit', 'export'],
  exportColumns: [
    'id',
    'code',
    'amount',
    'balance',
    'status',
    'validFrom',
    'validTo',
    'buyerName',
    'buyerEmail',
    'recipientName',
    'recipientEmail',
  ],
  present: (row) => ({
    ...row,
    status: statusOf(row),
    storedStatus: row.status,
    spent: row.amount - row.balance,
  }),
  prepare(body, existing, ctx) {
    const posted = payloadOf(certificatesApi.edit, body);
    const spent = existing ? existing.amount - existing.balance : 0;
    const amount = spent ? existing!.amount : (posted.amount ?? Number.NaN);
    const draft: Partial<Certificate> = {
      code: existing?.code ?? normalizeCode(text(posted.code) ?? freshCode()),
      amount,
      balance: amount - spent,
      validFrom: posted.validFrom || null,
      validTo: posted.validTo || null,
    };
    const errors = validateCertificate(draft);
    if (
      !existing &&
      tables
        .certificates()
        .all()
        .some((row) => row.code === draft.code)
    )
      errors.code = 'resources.certificates.validation.codeTaken';
    const buyerName = text(posted.buyerName);
    if (!buyerName) errors.buyerName = 'app.validation.required';
    const buyerEmail = text(posted.buyerEmail);
    const recipientEmail = text(posted.recipientEmail);
    const buyerProblem = emailProblem(buyerEmail);
    if (buyerProblem) errors.buyerEmail = buyerProblem;
    const recipientProblem = emailProblem(recipientEmail);
    if (recipientProblem) errors.recipientEmail = recipientProblem;
    if (Object.keys(errors).length) throw new Refusal(Object.values(errors)[0], errors);
    // Staff only cancel or reinstate; used and expired follow from the balance and the dates.
    const status =
      posted.status === CERTIFICATE_STATUS.cancelled
        ? CERTIFICATE_STATUS.cancelled
        : CERTIFICATE_STATUS.active;
    return {
      ...(draft as Omit<Certificate, 'id'>),
      status: status === CERTIFICATE_STATUS.active && draft.balance === 0 ? CERTIFICATE_STATUS.used : status,
      location: ctx.location,
      buyerName: buyerName!,
      buyerEmail,
      recipientName: text(posted.recipientName),
      recipientEmail,
      note: text(posted.note),
      createdAt: existing?.createdAt ?? new Date().toISOString(),
    };
  },
  actions: {
    delete: {
      permission: 'delete',
      handle(row) {
        if (row.balance < row.amount) throw new Refusal('resources.certificates.refusals.spent');
        tables.certificates().remove(row.id);
        return row;
      },
    },
    /** The order form's check: the certificate by code, with what it can still pay for that order. */
    check: {
      permission: 'list',
      collection: true,
      handle(ctx) {
        const { code = '', orderId } = payloadOf(certificatesApi.check, ctx.body);
        const wanted = normalizeCode(code);
        const row = tables
          .certificates()
          .all()
          .find((item) => item.code === wanted && item.location === ctx.location);
        const problemOf = (key: string) => new Refusal(key, { certificateCode: key });
        if (!row) throw problemOf('resources.certificates.problems.unknown');
        const problem = problemFor(row, orderId);
        if (problem) throw problemOf(problem);
        return { id: row.id, code: row.code, balance: availableFor(row, orderId), validTo: row.validTo };
      },
    },
  },
};
registerCollection(spec);
declareEndpoints(certificatesApi);
