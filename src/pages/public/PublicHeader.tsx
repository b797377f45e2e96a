import { AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

const NAV = ['product', 'industries', 'pricing', 'cases', 'resources', 'support'];

/** The public header: its menu links to reviews (spec section 2); Account and Try free demo to login. */
export function PublicHeader() {
  const translate = useTranslate();
  return (
    <AppBar
      position="static"
      color="default"
      elevation={0}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Typography
          component={Link}
          to="/"
          variant="h6"
          sx={{ color: 'primary.main', textDecoration: 'none', fontWeight: 700, mr: 2 }}
        >
          {translate('app.brand')}
        </Typography>
        <Box
          component="nav"
          aria-label={translate('app.public.product')}
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flex: 1 }}
        >
          {NAV.map((key) => (
            <Button key={key} component={Link} to="/reviews" color="inherit">
              {translate(`app.public.${key}`)}
            </Button>
          ))}
        </Box>
        <Box sx={{ flex: { xs: 1, md: 0 } }} />
        <Button component={Link} to="/login" color="primary">
          {translate('app.public.account')}
        </Button>
        <Button component={Link} to="/login" variant="contained">
          {translate('app.public.tryDemo')}
        </Button>
      </Toolbar>
    </AppBar>
  );
}
