import {
  Box,
  CircularProgress,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Paper,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SearchEntry } from './searchEntries';

export const optionId = (key: string) => `top-search-${key}`;

interface Props {
  id: string;
  entries: SearchEntry[];
  active: number;
  loading: boolean;
  failed: boolean;
  onOpen: (entry: SearchEntry) => void;
  onHover: (index: number) => void;
}

/** The grouped results under the top bar's search box: a listbox the box's arrows walk (aria-activedescendant). */
export function SearchPopup({ id, entries, active, loading, failed, onOpen, onHover }: Props) {
  const translate = useTranslate();
  return (
    <Paper
      elevation={8}
      sx={{ width: { xs: '90vw', sm: 440 }, maxHeight: '70vh', overflow: 'auto', mt: 0.5 }}
    >
      {loading && !entries.length ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2 }} role="status">
          <CircularProgress size={16} /> {translate('globalSearch.searching')}
        </Box>
      ) : failed ? (
        <Typography role="alert" sx={{ p: 2 }} color="error">
          {translate('app.errors.load')}
        </Typography>
      ) : !entries.length ? (
        <Typography role="status" sx={{ p: 2 }} color="text.secondary">
          {translate('app.errors.noData')}
        </Typography>
      ) : (
        <List id={id} role="listbox" dense aria-label={translate('globalSearch.label')} sx={{ py: 0 }}>
          {entries.map((entry, index) => (
            <Box key={entry.key} component="li" role="presentation" sx={{ listStyle: 'none' }}>
              {(index === 0 || entries[index - 1].group !== entry.group) && (
                <ListSubheader component="div" role="presentation" sx={{ lineHeight: '32px' }}>
                  {translate(`globalSearch.groups.${entry.group}`)}
                </ListSubheader>
              )}
              <ListItemButton
                id={optionId(entry.key)}
                role="option"
                // The box keeps the focus (aria-activedescendant): the options are not tab stops.
                tabIndex={-1}
                aria-selected={index === active}
                selected={index === active}
                onMouseEnter={() => onHover(index)}
                // mousedown, not click: the box keeps its focus and the popup is not closed by the blur first.
                onMouseDown={(event) => {
                  event.preventDefault();
                  onOpen(entry);
                }}
              >
                <ListItemText
                  primary={
                    entry.showAll
                      ? translate('globalSearch.showAll', { smart_count: entry.showAll })
                      : entry.primary
                  }
                  secondary={entry.secondary}
                  slotProps={{
                    primary: { noWrap: true, color: entry.showAll ? 'primary' : undefined },
                    secondary: { noWrap: true },
                  }}
                />
              </ListItemButton>
            </Box>
          ))}
        </List>
      )}
    </Paper>
  );
}
