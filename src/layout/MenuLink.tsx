import { memo, type MouseEvent, type ReactNode } from 'react';
import { ListItemIcon, MenuItem, Tooltip, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { MenuItemLinkClasses, useSidebarState } from 'react-admin';

/**
 * A sidebar entry, as react-admin's `MenuItemLink` draws it (its class names, so a theme's `RaMenuItemLink` styles
 * apply; a tooltip with its name while the sidebar is closed), but drawn again only when what it shows changes.
 * react-admin's follows the location itself (`useMatch`, and react-router's `Link`), so each of the ~20 entries
 * drew again at every move, a list's page switch included; here the menu reads the location once and tells each
 * entry whether it is the current one (`active`), and how to go (`onNavigate`). A click with a modifier key or
 * another button stays the browser's (a new tab or window), as on any link.
 */
export const MenuLink = memo(function MenuLink({
  to,
  active,
  primaryText,
  leftIcon,
  onNavigate,
}: {
  to: string;
  active: boolean;
  primaryText: ReactNode;
  leftIcon: ReactNode;
  onNavigate: (to: string) => void;
}) {
  const [open] = useSidebarState();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onNavigate(to);
  };
  const item = (
    <Entry
      component="a"
      href={to}
      tabIndex={0}
      onClick={onClick}
      className={`${MenuItemLinkClasses.root}${active ? ` ${MenuItemLinkClasses.active}` : ''}`}
    >
      <ListItemIcon className={MenuItemLinkClasses.icon}>{leftIcon}</ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {primaryText}
      </Typography>
    </Entry>
  );
  return open ? (
    item
  ) : (
    <Tooltip title={primaryText} placement="right">
      {item}
    </Tooltip>
  );
});

/** react-admin's entry styles: the secondary text colour, the primary one for the current entry. */
const Entry = styled(MenuItem, {
  name: 'RaMenuItemLink',
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  color: theme.palette.text.secondary,
  [`& .${MenuItemLinkClasses.icon}`]: { color: theme.palette.text.secondary, minWidth: theme.spacing(5) },
  [`&.${MenuItemLinkClasses.active}`]: { color: theme.palette.text.primary },
})) as typeof MenuItem;
