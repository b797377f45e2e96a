/**
 * The demo keeps its fake backend's changes in the browser's storage. When that storage is full or unreadable the
 * page raises this window event; the layout answers it with a message offering to reset the demo data.
 */
export const DEMO_STORAGE_PROBLEM = 'demo-storage-problem';
/** The same, left on the document element (`data-demo-storage-problem`) for a problem found before the app listened. */
export const DEMO_STORAGE_FLAG = 'demoStorageProblem';
