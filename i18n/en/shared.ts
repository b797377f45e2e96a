/**
 * Words many screens share (issue 10): the location's payment methods by id (the session sends an English label;
 * 1 is cash, see src/domain/ledger.ts) and the map's key failure.
 */
export const shared = {
  paymentMethods: { 1: 'Cash', 2: 'Card', 3: 'Bank transfer' },
  mapAuthFailure: 'The map could not load (AuthFailure): %{message}',
};
