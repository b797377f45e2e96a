import { Box, Button, IconButton, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { LocalesMenuButton, ToggleThemeButton, useLogout, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { USE_MOCK } from '../api/config';
import { ICON_LINKS, LoadingIndicator, MoreMenu, ResetDemoButton, useIconLinks } from './AppBarActions';
import { TopSearch } from './TopSearch';
import { useNotifications } from './notifications';
import { ChangePasswordButton } from './ChangePasswordButton';

const PHONE_LANGUAGE_BUTTON = {
  '& .MuiButton-root': { minWidth: 0, px: 1, fontSize: 0 },
  '& .MuiButton-startIcon': { m: 0 },
  '& .MuiButton-endIcon': { display: 'none' },
};

/**
 * The top bar's tools: search, help / notification / settings (to reviews), reset demo, language, dark mode, the
 * loading indicator, Logout. On a phone the secondary icons and Logout move into a "More" menu so nothing
 * overflows. Loaded after the first screen's content (src/layout/firstScreen.ts).
 */
export default function AppBarTools() {
  const translate = useTranslate();
  const logout = useLogout();
  const iconLinks = useIconLinks();
  const notifications = useNotifications();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <>
      <TopSearch />
      {!isSmall &&
        iconLinks &&
        ICON_LINKS.map(({ key, Icon }) => (
          <Tooltip key={key} title={translate(`app.${key}`)}>
            <IconButton
              color="inherit"
              component={Link}
              to="/reviews"
              aria-label={key === 'notifications' ? notifications.label : translate(`app.${key}`)}
            >
              {key === 'notifications' ? notifications.badge(<Icon />) : <Icon />}
            </IconButton>
          </Tooltip>
        ))}
      {!isSmall && USE_MOCK && <ResetDemoButton />}
      {/* On a phone the language menu shows its icon only, so the search keeps room for its placeholder. */}
      <Box component="span" sx={isPhone ? PHONE_LANGUAGE_BUTTON : undefined}>
        <LocalesMenuButton />
      </Box>
      {!isPhone && <ToggleThemeButton />}
      <LoadingIndicator />
      <ChangePasswordButton />
      {isSmall ? (
        <MoreMenu />
      ) : (
        <Button
          color="inherit"
          startIcon={<LogoutIcon />}
          onClick={() => void logout()}
          sx={{ ml: 1, flexShrink: 0 }}
        >
          {translate('app.logout')}
        </Button>
      )}
    </>
  );
}
