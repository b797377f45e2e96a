import { RECORD_STATUS } from '../../src/domain/statuses';
/** Order labels: partner-visible ones travel with the order to the cleaner, manager-visible ones stay in the office. */
export const seedLabels = () =>
  [
    { label: { pl: 'VIP', en: 'VIP' }, visibility: 'manager', colour: '#8e24aa' },
    { label: { pl: 'Pierwsze zamówienie', en: 'First order' }, visibility: 'manager', colour: '#1e88e5' },
    { label: { pl: 'Reklamacja', en: 'Complaint' }, visibility: 'manager', colour: '#e53935' },
    { label: { pl: 'Zadzwonić przed', en: 'Call before' }, visibility: 'partner', colour: '#fb8c00' },
    { label: { pl: 'Zwierzęta w domu', en: 'Pets at home' }, visibility: 'partner', colour: '#43a047' },
    { label: { pl: 'Klucze w recepcji', en: 'Keys at reception' }, visibility: 'partner', colour: '#6d4c41' },
    { label: { pl: 'Własne środki', en: 'Own supplies' }, visibility: 'partner', colour: '#00897b' },
    { label: { pl: 'Faktura wysłana', en: 'Invoice sent' }, visibility: 'manager', colour: '#546e7a' },
  ].map((row, index) => ({ id: index + 1, status: RECORD_STATUS.active, ...row }));
