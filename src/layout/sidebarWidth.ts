/**
 * The sidebar's width, open or folded: Menu's placeholder and its lazy entries (MenuContent) take the same. A
 * module of its own, so the lazy chunk does not import the module that loads it.
 */
export const sidebarWidth = (open: boolean) => (open ? 240 : 55);
