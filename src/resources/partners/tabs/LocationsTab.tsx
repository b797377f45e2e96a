import type { ProfileTabProps } from '../../../components/profile/ProfileShow';
import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MapView } from '../../../components/map/MapView';
import { useSession } from '../../../session/useSession';
import { useDistricts } from '../choices';
import type { Partner } from '../../../providers/records/partner';

/** The partner's districts on the location's map, with the home address as the marker. */
export default function LocationsTab({ record: partner }: ProfileTabProps<Partner>) {
  const translate = useTranslate();
  const districts = useDistricts();
  const session = useSession();
  const { latitude, longitude } = partner.address ?? {};
  const marker =
    typeof latitude === 'number' && typeof longitude === 'number' ? { lat: latitude, lng: longitude } : null;
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 420px', maxWidth: 600 }}>
        <MapView
          center={{ lat: session?.mapLatitude ?? 52.2297, lng: session?.mapLongitude ?? 21.0122 }}
          zoom={session?.mapZoom}
          polygons={districts}
          selected={partner.activePolygons}
          marker={marker}
          label={translate('resources.partners.map.districts')}
        />
      </Box>
      <Box sx={{ flex: '0 1 260px' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate('resources.partners.fields.activePolygons')}
        </Typography>
        <List dense>
          {districts
            .filter((d) => partner.activePolygons.includes(d.id))
            .map((d) => (
              <ListItem key={d.id} disableGutters>
                <ListItemText primary={d.label} />
              </ListItem>
            ))}
        </List>
        {marker && (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.partners.map.home')}: {marker.lat}, {marker.lng}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
