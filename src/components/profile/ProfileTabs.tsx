import { Children, cloneElement, isValidElement } from 'react';
import { Tabs } from '@mui/material';
import { useParams } from 'react-router-dom';
import { getShowLayoutTabFullPath, type TabProps, type TabbedShowLayoutTabsProps } from 'react-admin';

/** A tab's path without its parameters (the orders tab's optional page): the URL its header links to. */
export const tabLink = (path: string) => path.split('/')[0];

/**
 * The profile's tab bar for TabbedShowLayout. react-admin's own selects the tab whose path is the whole rest of
 * the URL; the orders tab carries its page after its name (orders/2), so here the first segment picks the tab.
 * (The page is a named parameter, not a splat: a nested splat would replace the `*` react-admin's tab links
 * are computed from.)
 */
export function ProfileTabs({
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
