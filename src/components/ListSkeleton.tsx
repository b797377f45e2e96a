import { Box, type SxProps, type Theme } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';

/**
 * Rows of grey bars while a list's first page loads. react-admin's own placeholders wait a second before they
 * show, so a list read as empty (or jumped) meanwhile; these show at once, in the table's shape, and fade out
 * row by row so the screen does not look fuller than it will be.
 *
 * Plain elements under one styled root, drawn like MUI's small table and text Skeleton: the skeleton is on screen
 * through every render before the first rows (react-admin renders the whole screen several times while it
 * starts), and ~150 styled MUI components per render cost more than the rows' own wait (issue 15).
 */
const ROWS = 10;
const opacity = (row: number) => 1 - row / (ROWS + 2);

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/** One bar: MUI's text Skeleton (a line's height, scaled to 60 %, rounded, pulsing). */
const bars: SxProps<Theme> = {
  '& .bar': {
    display: 'block',
    height: '1.2em',
    transform: 'scale(1, 0.6)',
    transformOrigin: '0 55%',
    borderRadius: 1,
    bgcolor: 'action.hover',
    animation: `${pulse} 2s ease-in-out 0.5s infinite`,
  },
};

function Loading() {
  const translate = useTranslate();
  return (
    <Box component="span" sx={visuallyHidden}>
      {translate('ra.page.loading')}
    </Box>
  );
}

const Bar = ({ width }: { width: string }) => <span className="bar" style={{ width }} />;

/** The desktop table's skeleton: one bar per visible column, a header row and about a page of rows. */
export function TableSkeleton({ columns }: { columns: number }) {
  const cells = Array.from({ length: Math.max(columns, 1) }, (_, column) => column);
  return (
    <Box
      role="status"
      aria-busy="true"
      data-testid="list-skeleton"
      sx={{
        overflow: 'hidden',
        ...bars,
        '& table': { width: '100%', borderCollapse: 'collapse', typography: 'body2' },
        '& th, & td': { p: '6px 16px', borderBottom: 1, borderColor: 'divider', textAlign: 'left' },
      }}
    >
      <Loading />
      <table aria-hidden="true">
        <thead>
          <tr>
            {cells.map((column) => (
              <th key={column}>
                <Bar width="60%" />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: ROWS }, (_, row) => (
            <tr key={row} style={{ opacity: opacity(row) }}>
              {cells.map((column) => (
                <td key={column}>
                  <Bar width={`${50 + ((row * 7 + column * 13) % 40)}%`} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}

/** The phone list's skeleton: two lines per row, as the SimpleList shows them. */
export function SimpleListSkeleton() {
  return (
    <Box
      role="status"
      aria-busy="true"
      data-testid="list-skeleton"
      sx={{
        ...bars,
        '& ul': { listStyle: 'none', m: 0, p: 0 },
        '& li': { px: 2, py: 1, borderBottom: 1, borderColor: 'divider' },
        '& .bar + .bar': { fontSize: '0.875rem' },
      }}
    >
      <Loading />
      <ul aria-hidden="true">
        {Array.from({ length: ROWS }, (_, row) => (
          <li key={row} style={{ opacity: opacity(row) }}>
            <Bar width="70%" />
            <Bar width="40%" />
          </li>
        ))}
      </ul>
    </Box>
  );
}
