import { Tab, Tabs } from '@mui/material';
import { Count, useListContext, useResourceContext, useTranslate } from 'react-admin';

export interface FilterTab {
  key: string;
  label: string;
  filter: Record<string, unknown>;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Status tabs are filters: each tab sets the list filter (keeping the search) and shows a live count. */
export function FilterTabs({ tabs }: { tabs: FilterTab[] }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const tabKeys = new Set(tabs.flatMap((tab) => Object.keys(tab.filter)));
  const current =
    tabs.find((tab) => Object.entries(tab.filter).every(([key, value]) => sameValue(filterValues[key], value)) &&
      [...tabKeys].every((key) => key in tab.filter || filterValues[key] === undefined)) ?? tabs[0];

  const select = (key: string) => {
    const tab = tabs.find((candidate) => candidate.key === key);
    if (!tab) return;
    const kept = Object.fromEntries(Object.entries(filterValues).filter(([name]) => !tabKeys.has(name)));
    setFilters({ ...kept, ...tab.filter }, displayedFilters);
  };

  return (
    <Tabs value={current.key} onChange={(_, key: string) => select(key)} variant="scrollable" scrollButtons="auto" aria-label={translate('ra.action.filter', { _: 'Filter' })}>
      {tabs.map((tab) => (
        <Tab
          key={tab.key}
          value={tab.key}
          label={
            <span>
              {translate(tab.label)}{' '}
              (<Count resource={resource} filter={tab.filter} link={false} component="span" sx={{ fontSize: 'inherit', verticalAlign: 'baseline' }} />)
            </span>
          }
        />
      ))}
    </Tabs>
  );
}
