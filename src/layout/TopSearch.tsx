import { useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ClickAwayListener, InputBase, Paper, Popper } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useLocation, useNavigate } from 'react-router-dom';
import { useResourceDefinitions, useTranslate } from 'react-admin';
import { useFormat } from '../components/useFormat';
import { matchBase } from '../routing/specPaths';
import { routeBases } from '../providers/resourceRegistry';
import { formatDate } from '../domain/format';
import { SearchPopup, optionId } from './SearchPopup';
import { searchEntries, type SearchEntry } from './searchEntries';
import { useGlobalSearch } from './useGlobalSearch';

import { SEARCH_MAX } from '../domain/search';

export { SEARCH_MAX };
const POPUP_ID = 'top-search-results';

/**
 * The top bar's search: orders, customers and partners at once as you type (one admin/search call, grouped,
 * walked with the arrows, Enter opens, Esc closes). Enter with nothing chosen searches the list in view, or the
 * orders from anywhere else.
 */
export function TopSearch() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const resources = useResourceDefinitions();
  // The popup's anchor is rendered with it, so it is state (set by the form's ref), not a ref read in render.
  const [anchor, setAnchor] = useState<HTMLFormElement | null>(null);
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const locale = useFormat().language;
  const search = useGlobalSearch(value);
  const entries = useMemo(
    () => (search.data ? searchEntries(search.data, search.q, (day) => formatDate(day, locale)) : []),
    [search.data, search.q, locale],
  );
  const shown = open && search.enabled;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (entry: SearchEntry) => {
    close();
    void navigate(entry.to);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (shown && entries[active]) return go(entries[active]);
    close();
    const current = matchBase(pathname, routeBases())?.base;
    const target =
      current && resources[current]?.hasList
        ? current
        : resources.orders
          ? 'orders'
          : Object.keys(resources)[0];
    if (!target) return;
    const filter = value.trim() ? JSON.stringify({ q: value.trim() }) : '{}';
    void navigate(`/${target}?${new URLSearchParams({ filter, page: '1' })}`);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') return close();
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
    if (!entries.length) return;
    const step = event.key === 'ArrowDown' ? 1 : -1;
    // The arrows cycle through the lines and back to the box itself (-1).
    setActive((current) => ((current + 1 + step + entries.length + 1) % (entries.length + 1)) - 1);
  };

  return (
    // Listening only while open: MUI's listener reads the page's size on every click anywhere (to skip clicks on the
    // scrollbar), a forced layout right after the click's own render.
    <ClickAwayListener
      onClickAway={close}
      mouseEvent={open ? 'onClick' : false}
      touchEvent={open ? 'onTouchEnd' : false}
    >
      <Paper
        ref={setAnchor}
        component="form"
        role="search"
        onSubmit={submit}
        elevation={0}
        sx={{
          display: 'flex',
          alignItems: 'center',
          px: 1,
          mx: { xs: 1, sm: 2 },
          width: { xs: 'auto', sm: 220, lg: 280 },
          flexGrow: { xs: 1, sm: 0 },
          flexShrink: 1,
          minWidth: 0,
          bgcolor: 'rgba(255,255,255,0.16)',
          color: 'inherit',
        }}
      >
        <SearchIcon fontSize="small" aria-hidden />
        <InputBase
          value={value}
          onChange={(event) => {
            setValue(event.target.value.slice(0, SEARCH_MAX));
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          placeholder={translate('app.searchPlaceholder')}
          inputProps={{
            maxLength: SEARCH_MAX,
            'aria-label': translate('app.search'),
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': shown,
            'aria-controls': shown ? POPUP_ID : undefined,
            'aria-activedescendant': shown && entries[active] ? optionId(entries[active].key) : undefined,
          }}
          sx={{
            ml: 1,
            flex: 1,
            color: 'inherit',
            '& input::placeholder': { color: 'inherit', opacity: 0.9 },
          }}
        />
        <Popper
          open={shown}
          anchorEl={anchor}
          placement="bottom-start"
          sx={{ zIndex: (theme) => theme.zIndex.modal }}
        >
          <SearchPopup
            id={POPUP_ID}
            entries={entries}
            active={active}
            loading={search.isFetching || !search.settled}
            failed={search.isError}
            onOpen={go}
            onHover={setActive}
          />
        </Popper>
      </Paper>
    </ClickAwayListener>
  );
}
