import { useState, type MouseEvent } from 'react';
import {
  Box,
  CircularProgress,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip,
} from '@mui/material';
import HelpIcon from '@mui/icons-material/HelpOutline';
import LogoutIcon from '@mui/icons-material/Logout';
import MoreIcon from '@mui/icons-material/MoreVert';
import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import RestoreIcon from '@mui/icons-material/SettingsBackupRestore';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { Link } from 'react-router-dom';
import DarkModeIcon from '@mui/icons-material/Brightness4';
import {
  RefreshIconButton,
  useLogout,
  useNotify,
  useRefresh,
  useResourceDefinitions,
  useTheme,
  useTranslate,
} from 'react-admin';
import { USE_MOCK } from '../api/config';
import { useAppDataProvider } from '../providers/useAppDataProvider';
import { useCallsRunning } from '../providers/callsRunning';

export const ICON_LINKS = [
  { key: 'help', Icon: HelpIcon },
  { key: 'notifications', Icon: NotificationsIcon },
  { key: 'settings', Icon: SettingsIcon },
];

/** The help / notification / settings icons lead to the reviews until those screens exist. */
export const useIconLinks = () => !!useResourceDefinitions().reviews;

function useResetDemo() {
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useAppDataProvider();
  return async () => {
    try {
      await dataProvider.resetDemo();
    } catch (error) {
      // A failed reset is reported like any other failed action, not left as an unhandled rejection.
      notify(error instanceof Error && error.message ? error.message : 'app.errors.technical', {
        type: 'error',
      });
      return;
    }
    notify('app.resetDemoDone', { type: 'success' });
    refresh();
  };
}

export function ResetDemoButton() {
  const translate = useTranslate();
  const reset = useResetDemo();
  return (
    <Tooltip title={translate('app.resetDemo')}>
      <IconButton color="inherit" aria-label={translate('app.resetDemo')} onClick={() => void reset()}>
        <RestoreIcon />
      </IconButton>
    </Tooltip>
  );
}

/** On a phone: the secondary icons, dark mode and Logout in one menu, so the top bar never overflows. */
export function MoreMenu() {
  const translate = useTranslate();
  const logout = useLogout();
  const reset = useResetDemo();
  const iconLinks = useIconLinks();
  const [theme, setTheme] = useTheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={translate('app.more')}>
        <IconButton
          color="inherit"
          aria-label={translate('app.more')}
          aria-haspopup="menu"
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        >
          <MoreIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close}>
        {iconLinks &&
          ICON_LINKS.map(({ key, Icon }) => (
            <MenuItem key={key} component={Link} to="/reviews" onClick={close}>
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{translate(`app.${key}`)}</ListItemText>
            </MenuItem>
          ))}
        {USE_MOCK && (
          <MenuItem
            onClick={() => {
              close();
              void reset();
            }}
          >
            <ListItemIcon>
              <RestoreIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('app.resetDemo')}</ListItemText>
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            setTheme(theme === 'dark' ? 'light' : 'dark');
          }}
        >
          <ListItemIcon>
            <DarkModeIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('ra.action.toggle_theme')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}

/**
 * react-admin's loading indicator (a spinner while any call runs, else the refresh button), with the spinner
 * named for screen readers, which react-admin's own leaves nameless, and told of the calls by the caches' events
 * rather than by walking the whole query cache at each (src/providers/callsRunning.ts).
 */
export function LoadingIndicator() {
  const translate = useTranslate();
  const loading = useCallsRunning();
  return loading ? (
    <Box sx={{ width: 40, display: 'flex', justifyContent: 'center' }}>
      <CircularProgress color="inherit" size={18} thickness={5} aria-label={translate('ra.page.loading')} />
    </Box>
  ) : (
    <RefreshIconButton />
  );
}
