import { Box, Container, Grid, IconButton, Link as MuiLink, Typography } from '@mui/material';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import YouTubeIcon from '@mui/icons-material/YouTube';
import LanguageIcon from '@mui/icons-material/Language';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

const COLUMNS = [
  { title: 'product', links: ['product', 'pricing', 'cases'] },
  { title: 'footerCompany', links: ['footerAbout', 'footerCareers', 'footerBlog'] },
  { title: 'resources', links: ['footerHelp', 'footerContact', 'support'] },
];
const LEGAL = ['footerPrivacy', 'footerTerms', 'footerCookies'];
const SOCIAL = [
  { name: 'Facebook', Icon: FacebookIcon },
  { name: 'Instagram', Icon: InstagramIcon },
  { name: 'LinkedIn', Icon: LinkedInIcon },
  { name: 'YouTube', Icon: YouTubeIcon },
];

/** The public footer: every link goes home (spec section 2); copyright year 2023. */
export function PublicFooter() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.public.${key}`);
  return (
    <Box component="footer" sx={{ bgcolor: '#12332a', color: '#ffffff', mt: 'auto', py: 4 }}>
      <Container>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 3 }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              {translate('app.brand')}
            </Typography>
            <Box
              component="ul"
              aria-label={t('social')}
              sx={{ display: 'flex', listStyle: 'none', p: 0, m: 0 }}
            >
              {SOCIAL.map(({ name, Icon }) => (
                <li key={name}>
                  <IconButton component={Link} to="/" aria-label={name} sx={{ color: '#ffffff' }}>
                    <Icon />
                  </IconButton>
                </li>
              ))}
            </Box>
            <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
              <PlaceIcon fontSize="small" aria-hidden /> {t('footerCountry')}
            </Typography>
            <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <LanguageIcon fontSize="small" aria-hidden /> {t('footerLanguage')}
            </Typography>
          </Grid>
          {COLUMNS.map((column) => (
            <Grid key={column.title} size={{ xs: 12, sm: 4, md: 3 }}>
              <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                {t(column.title)}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {column.links.map((link) => (
                  <li key={link}>
                    <MuiLink component={Link} to="/" sx={{ color: '#ffffff', lineHeight: 2 }}>
                      {t(link)}
                    </MuiLink>
                  </li>
                ))}
              </Box>
            </Grid>
          ))}
        </Grid>
        <Box
          sx={{
            borderTop: '1px solid rgba(255,255,255,0.3)',
            mt: 3,
            pt: 2,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2">{t('copyright')}</Typography>
          <Box component="nav" aria-label={t('footerTerms')} sx={{ display: 'flex', gap: 2 }}>
            {LEGAL.map((link) => (
              <MuiLink key={link} component={Link} to="/" variant="body2" sx={{ color: '#ffffff' }}>
                {t(link)}
              </MuiLink>
            ))}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
