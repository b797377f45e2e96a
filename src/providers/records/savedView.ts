/** A list's saved view is declared once, in the API contract: filter and columns as JSON text. */
export type { SavedView } from '../../api/contract/savedViews';
