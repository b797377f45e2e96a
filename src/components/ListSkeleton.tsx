import {
  Box,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';

/**
 * Rows of grey bars while a list's first page loads. react-admin's own placeholders wait a second before they
 * show, so a list read as empty (or jumped) meanwhile; these show at once, in the table's shape, and fade out
 * row by row so the screen does not look fuller than it will be.
 */
const ROWS = 10;
const fade = (row: number) => ({ opacity: 1 - row / (ROWS + 2) });

function Loading() {
  const translate = useTranslate();
  return (
    <Box component="span" sx={visuallyHidden}>
      {translate('ra.page.loading')}
    </Box>
  );
}

/** The desktop table's skeleton: one bar per visible column, a header row and about a page of rows. */
export function TableSkeleton({ columns }: { columns: number }) {
  const cells = Array.from({ length: Math.max(columns, 1) }, (_, column) => column);
  return (
    <Box role="status" aria-busy="true" data-testid="list-skeleton" sx={{ overflow: 'hidden' }}>
      <Loading />
      <Table size="small" aria-hidden="true">
        <TableHead>
          <TableRow>
            {cells.map((column) => (
              <TableCell key={column}>
                <Skeleton variant="text" width="60%" />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {Array.from({ length: ROWS }, (_, row) => (
            <TableRow key={row} sx={fade(row)}>
              {cells.map((column) => (
                <TableCell key={column}>
                  <Skeleton variant="text" width={`${50 + ((row * 7 + column * 13) % 40)}%`} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The phone list's skeleton: two lines per row, as the SimpleList shows them. */
export function SimpleListSkeleton() {
  return (
    <Box role="status" aria-busy="true" data-testid="list-skeleton">
      <Loading />
      <List aria-hidden="true" disablePadding>
        {Array.from({ length: ROWS }, (_, row) => (
          <ListItem key={row} divider sx={fade(row)}>
            <ListItemText
              primary={<Skeleton variant="text" width="70%" />}
              secondary={<Skeleton variant="text" width="40%" />}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
