import { useState, type FormEvent } from 'react';
import { InputBase, Paper } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useLocation, useNavigate } from 'react-router-dom';
import { useResourceDefinitions, useTranslate } from 'react-admin';
import { matchBase } from '../routing/specPaths';
import { routeBases } from '../providers/resourceRegistry';

import { SEARCH_MAX } from '../domain/search';

export { SEARCH_MAX };

/**
 * The top bar's search: searches the list of the screen in view, or the orders (the first resource
 * declared while orders are not) from anywhere else.
 */
export function TopSearch() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const resources = useResourceDefinitions();
  const [value, setValue] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const current = matchBase(pathname, routeBases())?.base;
    const target = current && resources[current]?.hasList ? current : resources.orders ? 'orders' : Object.keys(resources)[0];
    if (!target) return;
    const filter = value.trim() ? JSON.stringify({ q: value.trim() }) : '{}';
    navigate(`/${target}?${new URLSearchParams({ filter, page: '1' })}`);
  };

  return (
    <Paper
      component="form"
      role="search"
      onSubmit={submit}
      elevation={0}
      sx={{ display: 'flex', alignItems: 'center', px: 1, mx: { xs: 1, sm: 2 }, width: { xs: 120, sm: 220, lg: 280 }, flexShrink: 1, minWidth: 0, bgcolor: 'rgba(255,255,255,0.16)', color: 'inherit' }}
    >
      <SearchIcon fontSize="small" aria-hidden />
      <InputBase
        value={value}
        onChange={(event) => setValue(event.target.value.slice(0, SEARCH_MAX))}
        placeholder={translate('app.searchPlaceholder')}
        inputProps={{ maxLength: SEARCH_MAX, 'aria-label': translate('app.search') }}
        sx={{ ml: 1, flex: 1, color: 'inherit', '& input::placeholder': { color: 'inherit', opacity: 0.9 } }}
      />
    </Paper>
  );
}
