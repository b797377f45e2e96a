import { Button, IconButton, Tooltip } from '@mui/material';
import HelpIcon from '@mui/icons-material/HelpOutline';
import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import RestoreIcon from '@mui/icons-material/SettingsBackupRestore';
import { Link } from 'react-router-dom';
import {
  AppBar as RaAppBar,
  LocalesMenuButton,
  TitlePortal,
  useDataProvider,
  useLogout,
  useNotify,
  useRefresh,
  useResourceDefinitions,
  useTranslate,
} from 'react-admin';
import { USE_MOCK } from '../api/config';
import type { AppDataProvider } from '../providers/dataProvider';
import { TopSearch } from './TopSearch';

const ICON_LINKS = [
  { key: 'help', Icon: HelpIcon },
  { key: 'notifications', Icon: NotificationsIcon },
  { key: 'settings', Icon: SettingsIcon },
];

function ResetDemoButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <Tooltip title={translate('app.resetDemo')}>
      <IconButton
        color="inherit"
        aria-label={translate('app.resetDemo')}
        onClick={async () => {
          await dataProvider.resetDemo();
          notify('app.resetDemoDone', { type: 'success' });
          refresh();
        }}
      >
        <RestoreIcon />
      </IconButton>
    </Tooltip>
  );
}

/** Top bar: search, help / notification / settings (to reviews), language, Logout. */
export function AppBar() {
  const translate = useTranslate();
  const logout = useLogout();
  const resources = useResourceDefinitions();
  return (
    <RaAppBar userMenu={false} toolbar={<></>}>
      <TitlePortal />
      <TopSearch />
      {resources.reviews &&
        ICON_LINKS.map(({ key, Icon }) => (
          <Tooltip key={key} title={translate(`app.${key}`)}>
            <IconButton color="inherit" component={Link} to="/reviews" aria-label={translate(`app.${key}`)}>
              <Icon />
            </IconButton>
          </Tooltip>
        ))}
      {USE_MOCK && <ResetDemoButton />}
      <LocalesMenuButton />
      <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => logout()} sx={{ ml: 1 }}>
        {translate('app.logout')}
      </Button>
    </RaAppBar>
  );
}
