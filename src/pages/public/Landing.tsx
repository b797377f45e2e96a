import { Box, Button, Card, CardContent, Container, Grid, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PublicLayout } from './PublicLayout';

const FEATURES = ['featureOrders', 'featurePartners', 'featureLocations'];

export default function Landing() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.public.${key}`);
  return (
    <PublicLayout>
      <Container sx={{ py: { xs: 4, md: 8 } }}>
        <Box sx={{ maxWidth: 720 }}>
          <Typography variant="h3" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
            {t('heroTitle')}
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 3 }}>
            {t('heroText')}
          </Typography>
          <Button component={Link} to="/login" variant="contained" size="large">
            {t('heroCta')}
          </Button>
        </Box>
        <Grid container spacing={2} sx={{ mt: 4 }}>
          {FEATURES.map((feature) => (
            <Grid key={feature} size={{ xs: 12, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {t(feature)}
                  </Typography>
                  <Typography color="text.secondary">{t(`${feature}Text`)}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </PublicLayout>
  );
}
