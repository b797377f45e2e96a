import { Children, cloneElement, isValidElement } from 'react';
import { Tabs } from '@mui/material';
import { useParams } from 'react-router-dom';
import { getShowLayoutTabFullPath, type TabProps, type TabbedShowLayoutTabsProps } from 'react-admin';

/** A tab's path without its trailing `/*` (the orders tab's page): the URL its header links to. */
export const tabLink = (path: string) => path.replace(/\/\*$/, '');

/**
 * The profile's tab bar for TabbedShowLayout. react-admin's own selects the tab whose path is the whole rest of
 * the URL; the orders tab carries its page after its name (orders/2), so here the first segment picks the tab.
 */
export function PartnerTabs({
  children,
  syncWithLocation: _,
  value: __,
  ...rest
}: TabbedShowLayoutTabsProps) {
  const [segment = ''] = (useParams()['*'] ?? '').split('/');
  return (
    <Tabs indicatorColor="primary" value={segment} {...rest}>
      {Children.map(children, (tab, index) =>
        isValidElement<TabProps>(tab)
          ? cloneElement(tab, {
              context: 'header',
              value: tabLink(getShowLayoutTabFullPath(tab, index)),
              syncWithLocation: true,
            })
          : null,
      )}
    </Tabs>
  );
}
