import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Count, Title, useTranslate } from 'react-admin';

/** The SEO sections, each with its number of pages (spec: /seo is an overview). */
const SECTIONS = [
  { resource: 'seo/districts', description: 'districts' },
  { resource: 'seo/orderPages', description: 'orderPages' },
  { resource: 'seo/staticPages', description: 'staticPages' },
  { resource: 'seo/services/types', description: 'serviceTypes' },
];

export default function SeoOverview() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Title title="resources.seo.title" />
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {translate('resources.seo.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('resources.seo.intro')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, gap: 2, maxWidth: 900 }}>
        {SECTIONS.map(({ resource, description }) => {
          const name = translate(`resources.${resource}.name`, { smart_count: 2 });
          return (
            <Card key={resource} variant="outlined">
              <CardActionArea
                component={Link}
                to={`/${resource}`}
                aria-label={translate('resources.seo.open', { name })}
              >
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {name} (
                    <Count resource={resource} link={false} component="span" sx={{ fontSize: 'inherit' }} />)
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate(`resources.seo.sections.${description}`)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}
