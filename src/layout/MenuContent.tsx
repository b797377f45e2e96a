import { Fragment, memo } from 'react';
import { Box, Button, Divider, MenuList, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import AddIcon from '@mui/icons-material/Add';
import DefaultIcon from '@mui/icons-material/ViewList';
import { Link } from 'react-router-dom';
import {
  Menu as RaMenu,
  useGetIdentity,
  useResourceDefinitions,
  useSidebarState,
  useTranslate,
} from 'react-admin';
import { accessOf } from '../providers/authProvider';
import { useSession } from '../session/useSession';
import { ChangedBadge, useChangedCount } from './ChangedBadge';
import { LocationChooser } from './LocationChooser';
import { sidebarWidth } from './sidebarWidth';
import { MAIN_MENU, SUB_MENU, menuLabel, type MenuEntry } from './menuItems';

function ResourceItem({ entry, resource }: { entry: MenuEntry; resource: string }) {
  const translate = useTranslate();
  const definition = useResourceDefinitions()[resource];
  // Read at once from the session, not through react-admin's access query (src/providers/authProvider.ts).
  const canAccess = accessOf(resource, 'list', useSession());
  const changed = useChangedCount(resource);
  if (!definition?.hasList || !canAccess) return null;
  const Icon = definition.icon ?? DefaultIcon;
  const Badge = entry.badge ?? Fragment;
  return (
    <RaMenu.Item
      to={`/${definition.name}`}
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

function ResourceEntry({ entry }: { entry: MenuEntry }) {
  const translate = useTranslate();
  const resources = useResourceDefinitions();
  if (entry.resource)
    return resources[entry.resource] ? <ResourceItem entry={entry} resource={entry.resource} /> : null;
  const Icon = entry.icon ?? DefaultIcon;
  return <RaMenu.Item to={entry.to ?? '/'} primaryText={menuLabel(translate, entry)} leftIcon={<Icon />} />;
}

/**
 * One menu: a list of menu items inside its own landmark, as ARIA expects. Drawn from its entries alone, so the
 * user's name coming in (the greeting) does not draw every entry again.
 */
const MenuEntries = memo(function MenuEntries({
  label,
  entries,
}: {
  label: string;
  entries: readonly MenuEntry[];
}) {
  const translate = useTranslate();
  return (
    <nav aria-label={translate(label)}>
      <MenuList sx={{ py: 0 }}>
        {entries.map((entry) => (
          <ResourceEntry key={entry.key} entry={entry} />
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
