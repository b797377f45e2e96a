import { useState, type KeyboardEvent } from 'react';
import {
  Box,
  CircularProgress,
  Dialog,
  InputBase,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import type { Command } from './recordActions';
import { usePaletteCommands } from './usePaletteCommands';

interface Props {
  /** the record's actions, read when the palette opened */
  actions: Command[];
  onClose: () => void;
}

/** The palette's body, mounted while it is open so each opening starts empty. */
function Palette({ actions, onClose }: Props) {
  const translate = useTranslate();
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState(0);
  const { commands, searching } = usePaletteCommands(q, actions, onClose);
  const active = Math.min(chosen, Math.max(0, commands.length - 1));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setChosen((active + step + commands.length) % Math.max(1, commands.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      commands[active]?.run();
    }
  };
  return (
    <>
      <Box
        sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <SearchIcon aria-hidden sx={{ mr: 1 }} />
        <InputBase
          autoFocus
          fullWidth
          value={q}
          placeholder={translate('keyboard.placeholder')}
          onChange={(event) => {
            setQ(event.target.value);
            setChosen(0);
          }}
          onKeyDown={onKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-expanded': true,
            'aria-controls': 'palette-list',
            'aria-activedescendant': commands[active] ? `palette-${commands[active].key}` : undefined,
            'aria-label': translate('keyboard.palette'),
          }}
        />
        {searching && <CircularProgress size={18} aria-label={translate('ra.page.loading')} />}
      </Box>
      <List
        id="palette-list"
        role="listbox"
        dense
        sx={{ maxHeight: 420, overflow: 'auto', py: 0 }}
        aria-label={translate('keyboard.palette')}
      >
        {commands.map((command, index) => (
          <Box component="li" key={command.key} sx={{ listStyle: 'none' }} role="presentation">
            {(index === 0 || commands[index - 1].group !== command.group) && (
              <ListSubheader component="div" role="presentation">
                {translate(`keyboard.${command.group}`)}
              </ListSubheader>
            )}
            <ListItemButton
              id={`palette-${command.key}`}
              role="option"
              aria-selected={index === active}
              selected={index === active}
              onMouseEnter={() => setChosen(index)}
              onClick={command.run}
            >
              <ListItemText primary={command.label} secondary={command.detail} />
            </ListItemButton>
          </Box>
        ))}
      </List>
      {commands.length === 0 && !searching && (
        <Typography variant="body2" sx={{ p: 2 }}>
          {translate('keyboard.nothing')}
        </Typography>
      )}
    </>
  );
}

/** Ctrl+K / Cmd+K: any screen, any order, customer or partner, and the actions of the record in view. */
export function CommandPalette({ open, ...props }: Props & { open: boolean }) {
  const translate = useTranslate();
  return (
    <Dialog
      open={open}
      onClose={props.onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="palette-title"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      data-testid="command-palette"
    >
      <Box component="h2" id="palette-title" sx={visuallyHidden}>
        {translate('keyboard.palette')}
      </Box>
      {open && <Palette {...props} />}
    </Dialog>
  );
}
