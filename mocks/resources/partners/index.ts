import { hasDebt, hasFewOrders, isLowRating } from '../../../src/domain/partnerStats';
import { PARTNER_STATUS, PARTNER_STATUSES } from '../../../src/domain/statuses';
import type { PartnerRow } from '../../rows';
import { present, type CollectionSpec } from '../../server/crud';
import { declareEndpoints } from '../../server/contract';
import { partnersApi } from '../../../src/api/contract/partners';
import { registerCollection } from '../../server/router';
import { partnerActions } from './actions';
import { displayName, preparePartner } from './draft';
import { figuresOf } from './figures';
import './owned';
import { csvColumns } from '../../server/csvExport';

declareEndpoints(partnersApi);

const csv = csvColumns('resources.partners.fields');

/** The presenter: the partner without its password flag, with its display name and figures. */
const presentPartner = (row: PartnerRow, ctx: object) => {
  const { passwordSet: _passwordSet, ...rest } = row;
  return { ...rest, displayName: displayName(row), ...figuresOf(row.id, ctx) };
};

/** Partners: scoped by their `location` field (the router's default). */
export const partnersSpec: CollectionSpec<PartnerRow> = registerCollection<PartnerRow>({
  api: 'partners',
  search: (row) => [
    row.id,
    row.name,
    row.surname,
    row.middleName,
    row.companyName,
    displayName(row),
    row.phone,
    row.email,
    row.referralCode,
  ],
  filters: {
    tab: (row, value, ctx) => {
      const figures = figuresOf(row.id, ctx);
      if (value === 'debt') return hasDebt(figures.debtAmount);
      if (value === 'lowRating') return isLowRating(figures.rating30);
      if (value === 'fewOrders') return hasFewOrders(figures.orders30);
      return true;
    },
    kind: (row, value) => (value === 'company' ? !!row.isCompany : !row.isCompany),
    flag: (row, value) =>
      (Array.isArray(value) ? value : [value]).every((flag) => !!row.flags?.[String(flag)]),
    debtType: (row, value, ctx) => figuresOf(row.id, ctx).debtType === value,
  },
  sortValue: {
    name: (row) => displayName(row).toLowerCase(),
    rating: (row, ctx) => figuresOf(row.id, ctx).rating ?? -1,
    rating30: (row, ctx) => figuresOf(row.id, ctx).rating30 ?? -1,
    numberOfOrders: (row, ctx) => figuresOf(row.id, ctx).numberOfOrders,
    balance: (row, ctx) => figuresOf(row.id, ctx).balance,
    debtAmount: (row, ctx) => figuresOf(row.id, ctx).debtAmount,
  },
  present: presentPartner,
  // Delete archives: a partner's orders and settlements keep their history.
  deletedStatus: PARTNER_STATUS.archived,
  exportColumns: [
    csv.count('id'),
    csv.text('displayName', 'name'),
    csv.status('status', PARTNER_STATUSES),
    {
      kind: 'label',
      labels: 'resources.partners.kinds',
      header: 'resources.partners.fields.kind',
      value: (row) => (row.isCompany ? 'company' : 'private'),
    },
    csv.text('email'),
    csv.text('phone'),
    csv.text('referralCode'),
    csv.text('rating'),
    csv.text('rating30'),
    csv.count('numberOfOrders'),
    csv.money('balance'),
    csv.label('debtType', 'resources.partners.debtTypes', 'debtAmount'),
    csv.money('debtAmount'),
    csv.date('registrationDate'),
  ],
  prepare: preparePartner,
  // The actions answer the partner as every other call does: presented, with its version.
  actions: partnerActions((row, ctx) => present(partnersSpec, row, ctx)),
});
