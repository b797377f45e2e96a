import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Box, CircularProgress, Tab, Tabs } from '@mui/material';
import { useGetList, useListContext, useResourceContext, useTranslate } from 'react-admin';
import { useFirstScreenShown } from '../layout/firstScreen';
import { useFormat } from './useFormat';
import { SavedViews } from './views/SavedViews';

export interface FilterTab {
  key: string;
  label: string;
  filter: Record<string, unknown>;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A tab's live count, grouped per language; a small spinner until it is known (never an empty "()"). Asked once the
 * list's rows are in (`rowsPending`), and on the visit's first screen once they are painted (the first render may
 * already have them: src/main.tsx): the rows come first.
 */
function TabCount({
  resource,
  filter,
  rowsPending,
}: {
  resource: string;
  filter: Record<string, unknown>;
  rowsPending: boolean;
}) {
  const translate = useTranslate();
  const format = useFormat();
  const firstScreenShown = useFirstScreenShown();
  const { total, isPending, error } = useGetList(
    resource,
    { filter, pagination: { page: 1, perPage: 1 } },
    { enabled: !rowsPending && firstScreenShown },
  );
  if (error) return null;
  return (
    <span className="tab-count">
      {isPending || total == null ? (
        <CircularProgress size={12} aria-label={translate('ra.page.loading')} />
      ) : (
        `(${format.count(total)})`
      )}
    </span>
  );
}

/**
 * Keeps the chosen tab in view when the tabs' width changes (a window narrowed, a phone turned): MUI's Tabs scrolls
 * it into view when the choice changes, not when the row gets narrower, and the chosen tab was then left off screen.
 */
function useChosenTabInView() {
  const tabsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The row of tabs between its scroll buttons: narrower when the window is, or when a scroll button appears.
    const scroller = tabsRef.current?.querySelector<HTMLElement>('.MuiTabs-scroller');
    if (!scroller || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const chosen = scroller.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      if (!chosen) return;
      // The scroller is the tab's offset parent (MUI positions it): its offsets are in the scroller's scroll space.
      const start = chosen.offsetLeft;
      const end = start + chosen.offsetWidth;
      if (start < scroller.scrollLeft) scroller.scrollLeft = start;
      else if (end > scroller.scrollLeft + scroller.clientWidth)
        scroller.scrollLeft = end - scroller.clientWidth;
    });
    observer.observe(scroller);
    return () => observer.disconnect();
  }, []);
  return tabsRef;
}

/**
 * Status tabs are filters: each tab sets the list filter (keeping the search) and shows a live count. The row of tabs
 * is drawn from what it shows (the chosen tab, the filters kept, whether the rows are in), not from the whole list
 * context: a page switch, a sort or the rows' own refresh leaves the tabs and their counts as they are.
 */
export function FilterTabs({ tabs }: { tabs: FilterTab[] }) {
  const resource = useResourceContext() ?? '';
  const { filterValues, setFilters, displayedFilters, isPending } = useListContext();
  const tabKeys = new Set(tabs.flatMap((tab) => Object.keys(tab.filter)));
  // No tab is marked when the list's filter is none of theirs (a link's own filter): the tab would say otherwise.
  const current = tabs.find(
    (tab) =>
      Object.entries(tab.filter).every(([key, value]) => sameValue(filterValues[key], value)) &&
      [...tabKeys].every((key) => key in tab.filter || filterValues[key] === undefined),
  );
  // The filters that are not a tab's (a search, a date range) stay when a tab is chosen, so each tab counts with
  // them: its count is the rows it would show (issue #30: 'Low rating (935)' over a list of 79).
  const kept = Object.fromEntries(Object.entries(filterValues).filter(([name]) => !tabKeys.has(name)));

  const select = (key: string) => {
    const tab = tabs.find((candidate) => candidate.key === key);
    if (!tab) return;
    setFilters({ ...kept, ...tab.filter }, displayedFilters);
  };
  // One function for the row's whole life, calling the latest choice: the row is not drawn again for a new one.
  const latestSelect = useRef(select);
  useLayoutEffect(() => {
    latestSelect.current = select;
  });
  const onSelect = useCallback((key: string) => latestSelect.current(key), []);

  // The saved views have a line of their own under the tabs: beside them, what comes after the rows (the tabs'
  // counts, the views' own call) would widen the row, wrap the views, and move the rows under the user's pointer.
  return (
    <Box>
      <TabsRow
        resource={resource}
        tabsJson={JSON.stringify(tabs)}
        currentKey={current?.key ?? null}
        keptJson={JSON.stringify(kept)}
        rowsPending={isPending}
        onSelect={onSelect}
      />
      <SavedViews />
    </Box>
  );
}

/**
 * The row of tabs with their counts, memoized on what it shows: plain values, as a list's screen may build its tabs
 * anew at each render.
 */
const TabsRow = memo(function TabsRow({
  resource,
  tabsJson,
  currentKey,
  keptJson,
  rowsPending,
  onSelect,
}: {
  resource: string;
  tabsJson: string;
  currentKey: string | null;
  keptJson: string;
  rowsPending: boolean;
  onSelect: (key: string) => void;
}) {
  const translate = useTranslate();
  const tabs = useMemo(() => JSON.parse(tabsJson) as FilterTab[], [tabsJson]);
  const kept = useMemo(() => JSON.parse(keptJson) as Record<string, unknown>, [keptJson]);
  const tabsRef = useChosenTabInView();
  return (
    <Tabs
      ref={tabsRef}
      // The tabs' own look in one place (not an sx per tab and label: seven tabs on a list's first render).
      sx={{
        minWidth: 0,
        '& .MuiTab-root': { minWidth: 0, px: 1.5 },
        '& .tab-label': { whiteSpace: 'nowrap' },
        '& .tab-count': { display: 'inline-flex', verticalAlign: 'middle', minWidth: 16 },
      }}
      value={currentKey ?? false}
      onChange={(_, key: string) => onSelect(key)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={translate('app.filterTabs')}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.key}
          value={tab.key}
          label={
            <span className="tab-label">
              {translate(tab.label)}{' '}
              <TabCount resource={resource} filter={{ ...kept, ...tab.filter }} rowsPending={rowsPending} />
            </span>
          }
        />
      ))}
    </Tabs>
  );
});
