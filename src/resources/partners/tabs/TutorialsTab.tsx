import type { ProfileTabProps } from '../../../components/profile/ProfileShow';
import {
  Alert,
  Chip,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { LoadProblem } from '../../../components/LoadProblem';
import { useText } from '../../../components/useText';
import { useFormat } from '../../../components/useFormat';
import type { Partner } from '../../../providers/records/partner';
import { useAppDataProvider } from '../../../providers/useAppDataProvider';

/** Which tutorials the partner completed (in the partner app) and when; required ones not done stand out. */
export default function TutorialsTab({ record: partner }: ProfileTabProps<Partner>) {
  const translate = useTranslate();
  const format = useFormat();
  const text = useText();
  const dataProvider = useAppDataProvider();
  const { data, error, isPending } = useQuery({
    queryKey: ['partners', 'tutorials', partner.id],
    queryFn: () => dataProvider.partnerTutorials({ partnerId: partner.id }),
    retry: false,
  });
  if (error) return <LoadProblem />;
  if (isPending) return <Skeleton variant="rectangular" height={160} />;
  const missing = data.filter((tutorial) => tutorial.required && !tutorial.completedAt).length;
  return (
    <>
      <Alert severity={missing ? 'warning' : 'success'} sx={{ mb: 2, maxWidth: 720 }}>
        {missing
          ? translate('resources.tutorials.progress.missing', { smart_count: missing })
          : translate('resources.tutorials.progress.allRequired')}
      </Alert>
      <Table
        size="small"
        sx={{ maxWidth: 720 }}
        aria-label={translate('resources.partners.profile.tutorials')}
      >
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.tutorials.fields.title')}</TableCell>
            <TableCell>{translate('resources.tutorials.fields.required')}</TableCell>
            <TableCell>{translate('resources.tutorials.progress.completedAt')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((tutorial) => (
            <TableRow key={tutorial.id}>
              <TableCell>{text(tutorial.title)}</TableCell>
              <TableCell>{translate(tutorial.required ? 'content.yes' : 'content.no')}</TableCell>
              <TableCell>
                {tutorial.completedAt ? (
                  <Typography variant="body2">{format.date(tutorial.completedAt)}</Typography>
                ) : (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={translate('resources.tutorials.progress.notYet')}
                  />
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
