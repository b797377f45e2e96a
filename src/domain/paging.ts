/** Rows per list page (docs/decisions.md section 4). */
export const PAGE_SIZE = 25;
