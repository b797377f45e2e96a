import { useState } from 'react';
import { Box, Button, CircularProgress, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import ExpandLess from '@mui/icons-material/ExpandLess';
import { useNotify, useTranslate } from 'react-admin';
import { updateSession } from '../session/store';
import { useSession } from '../session/useSession';
import { useAppDataProvider } from '../providers/useAppDataProvider';

/**
 * The account's location: choosing another shows a loading state, closes the list, stores the location's
 * settings (currency, VAT, map...) and reloads, so every screen starts over in the new location.
 */
export function LocationChooser() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  if (!session) return null;
  const others = session.availableLocations.filter((location) => location.id !== session.location);
  const expandable = others.length > 0;

  const choose = async (id: number) => {
    setOpen(false);
    setLoading(true);
    try {
      updateSession(await dataProvider.changeLocation(id));
      window.location.reload();
    } catch (error) {
      setLoading(false);
      notify(error instanceof Error ? error.message : 'app.errors.update', { type: 'error' });
    }
  };

  return (
    <Box sx={{ px: 1.5, pb: 1 }}>
      <Typography id="location-label" variant="caption" color="text.secondary" sx={{ px: 1 }}>
        {translate('app.location')}
      </Typography>
      <Button
        fullWidth
        variant="outlined"
        color="primary"
        disabled={!expandable || loading}
        onClick={() => setOpen((value) => !value)}
        startIcon={
          loading ? (
            <CircularProgress size={16} aria-label={translate('app.locationLoading')} />
          ) : (
            <PlaceIcon />
          )
        }
        endIcon={expandable ? open ? <ExpandLess /> : <ExpandMore /> : undefined}
        aria-expanded={expandable ? open : undefined}
        aria-describedby="location-label"
        sx={{ justifyContent: 'flex-start', textTransform: 'none' }}
      >
        {loading ? translate('app.locationLoading') : session.locationLabel}
      </Button>
      {open && (
        <List dense aria-label={translate('app.locationChoose')}>
          {others.map((location) => (
            <ListItemButton key={location.id} onClick={() => void choose(location.id)}>
              <ListItemText primary={location.label} />
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
}
