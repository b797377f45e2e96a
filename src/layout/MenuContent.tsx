import { Fragment, memo } from 'react';
import { Box, Button, Divider, MenuList, Typography, useMediaQuery, type Theme } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import AddIcon from '@mui/icons-material/Add';
import DefaultIcon from '@mui/icons-material/ViewList';
import { Link, matchPath, useLocation, useNavigate } from 'react-router-dom';
import { useEvent, useGetIdentity, useResourceDefinitions, useSidebarState, useTranslate } from 'react-admin';
import { accessOf } from '../providers/authProvider';
import { useSession } from '../session/useSession';
import { ChangedBadge, useChangedCount } from './ChangedBadge';
import { LocationChooser } from './LocationChooser';
import { sidebarWidth } from './sidebarWidth';
import { MAIN_MENU, SUB_MENU, menuLabel, type MenuEntry } from './menuItems';
import { MenuLink } from './MenuLink';

/** Where an entry leads: its resource's list, or its page. */
const pathOf = (entry: MenuEntry) => (entry.resource ? `/${entry.resource}` : (entry.to ?? '/'));

/** An entry is the current one on its path and below it (a list's pages, its records), as react-admin's. */
const isCurrent = (path: string, pathname: string) =>
  matchPath({ path, end: path === '/' }, pathname) !== null;

interface EntryProps {
  entry: MenuEntry;
  active: boolean;
  onNavigate: (to: string) => void;
}

function ResourceItem({ entry, resource, active, onNavigate }: EntryProps & { resource: string }) {
  const translate = useTranslate();
  const definition = useResourceDefinitions()[resource];
  // Read at once from the session, not through react-admin's access query (src/providers/authProvider.ts).
  const canAccess = accessOf(resource, 'list', useSession());
  const changed = useChangedCount(resource);
  if (!definition?.hasList || !canAccess) return null;
  const Icon = definition.icon ?? DefaultIcon;
  const Badge = entry.badge ?? Fragment;
  return (
    <MenuLink
      to={pathOf(entry)}
      active={active}
      onNavigate={onNavigate}
      primaryText={
        <>
          {menuLabel(translate, entry)}
          {changed > 0 && (
            <Box component="span" sx={visuallyHidden}>
              {` (${translate('live.changedBadge', { smart_count: changed })})`}
            </Box>
          )}
        </>
      }
      leftIcon={
        <ChangedBadge route={resource}>
          <Badge>
            <Icon />
          </Badge>
        </ChangedBadge>
      }
    />
  );
}

/** Drawn again only when it turns current or not (MenuLink). */
const ResourceEntry = memo(function ResourceEntry(props: EntryProps) {
  const translate = useTranslate();
  const resources = useResourceDefinitions();
  const { entry } = props;
  if (entry.resource)
    return resources[entry.resource] ? <ResourceItem {...props} resource={entry.resource} /> : null;
  const Icon = entry.icon ?? DefaultIcon;
  return (
    <MenuLink {...props} to={pathOf(entry)} primaryText={menuLabel(translate, entry)} leftIcon={<Icon />} />
  );
});

/**
 * One menu: a list of menu items inside its own landmark, as ARIA expects. Drawn from its entries alone, so the
 * user's name coming in (the greeting) does not draw every entry again; it reads the location for its entries, and
 * a move draws again only the entries that turn current or not.
 */
const MenuEntries = memo(function MenuEntries({
  label,
  entries,
}: {
  label: string;
  entries: readonly MenuEntry[];
}) {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const [, setOpen] = useSidebarState();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  // As a link does: on a phone the sidebar closes; a click on the current address replaces it in the history.
  const onNavigate = useEvent((to: string) => {
    if (isSmall) setOpen(false);
    void navigate(to, { replace: `${location.pathname}${location.search}` === to });
  });
  return (
    <nav aria-label={translate(label)}>
      <MenuList sx={{ py: 0 }}>
        {entries.map((entry) => (
          <ResourceEntry
            key={entry.key}
            entry={entry}
            active={isCurrent(pathOf(entry), location.pathname)}
            onNavigate={onNavigate}
          />
        ))}
      </MenuList>
    </nav>
  );
});

/**
 * The sidebar's content: greeting, Add order, location chooser, the main menu and the sub-menu. Loaded after the
 * first screen's content (src/layout/Menu.tsx).
 */
export default function MenuContent() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { identity } = useGetIdentity();
  const resources = useResourceDefinitions();
  return (
    <Box sx={{ width: sidebarWidth(open), transition: 'width 195ms', pb: 2 }}>
      {open && (
        <Box sx={{ px: 2.5, pt: 2, pb: 1 }}>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {identity?.fullName ? translate('app.greeting', { name: identity.fullName }) : '\u00a0'}
          </Typography>
        </Box>
      )}
      {open && resources.orders?.hasCreate && (
        <Box sx={{ px: 1.5, pb: 1 }}>
          <Button component={Link} to="/orders/add" variant="contained" fullWidth startIcon={<AddIcon />}>
            {translate('app.addOrder')}
          </Button>
        </Box>
      )}
      {open && <LocationChooser />}
      <MenuEntries label="app.menu.main" entries={MAIN_MENU} />
      <Divider sx={{ my: 1 }} />
      <MenuEntries label="app.menu.sub" entries={SUB_MENU} />
    </Box>
  );
}
