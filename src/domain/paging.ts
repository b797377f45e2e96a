/** Rows per list page (DECISIONS.md section 4). */
export const PAGE_SIZE = 25;
