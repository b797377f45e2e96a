import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, useListContext, useNotify, useResourceContext } from 'react-admin';
import { useAppDataProvider } from '../providers/useAppDataProvider';

/** CSV export through the download variant: the server builds data.csv for the current filter and sort. */
export function ExportCsvButton() {
  const resource = useResourceContext() ?? '';
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  return (
    <Button
      label="ra.action.export"
      disabled={!total}
      onClick={() =>
        void dataProvider
          .exportCsv(resource, { filter: filterValues, sort })
          .catch((error: Error) => notify(error.message, { type: 'error' }))
      }
    >
      <DownloadIcon />
    </Button>
  );
}
