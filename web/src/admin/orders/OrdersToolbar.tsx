import { Box, InputAdornment, MenuItem, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { LayoutGrid, List, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useListContext } from 'react-admin';
import { OWNER_STATUS_LABELS, TAB_STATUSES, type OrdersTab } from './order-status';

export type OrdersView = 'grid' | 'list';

const ALL = 'all';
const SEARCH_DELAY_MS = 300;

/** Typing waits a moment before it asks the server; filters always restart at page 1. */
function SearchBox() {
  const { filterValues, setFilters } = useListContext();
  const [text, setText] = useState<string>(filterValues.q ?? '');
  const latest = useRef(filterValues);
  latest.current = filterValues;
  useEffect(() => {
    const q = text.trim();
    if (q === (latest.current.q ?? '')) return undefined;
    const timer = setTimeout(() => setFilters({ ...latest.current, q: q || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, setFilters]);
  return (
    <TextField
      type="search"
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder="Search by customer name or address..."
      // The whole placeholder fits a phone's width at a slightly smaller size.
      sx={{ flex: '1 1 18rem', '& input::placeholder': { fontSize: { xs: '0.875rem', sm: '1rem' } } }}
      slotProps={{
        htmlInput: { 'aria-label': 'Search by customer name or address' },
        input: { startAdornment: <InputAdornment position="start"><Search size={18} aria-hidden /></InputAdornment> },
      }}
    />
  );
}

/** 'All Statuses' asks for the tab's statuses together; a single one narrows it. */
function StatusFilter({ tab }: { tab: OrdersTab }) {
  const { filterValues, setFilters } = useListContext();
  const value = typeof filterValues.status === 'string' ? filterValues.status : ALL;
  const select = (status: string) => setFilters({ ...filterValues, status: status === ALL ? [...TAB_STATUSES[tab]] : status });
  return (
    <TextField select label="Filter by status" value={value} onChange={(event) => select(event.target.value)} sx={{ flex: { xs: '1 1 100%', sm: '0 1 17rem' } }}>
      <MenuItem value={ALL}>All Statuses</MenuItem>
      {TAB_STATUSES[tab].map((status) => (
        <MenuItem key={status} value={status}>
          {OWNER_STATUS_LABELS[status]}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface OrdersToolbarProps {
  tab: OrdersTab;
  view: OrdersView;
  onViewChange(view: OrdersView): void;
}

/** docs/product/screens.md "Manage Restaurant": search, status filter (one status only on the unpaid tab: none) and Grid/List. */
export function OrdersToolbar({ tab, view, onViewChange }: OrdersToolbarProps) {
  const { sort, setSort } = useListContext();
  const changeView = (next: OrdersView | null) => {
    if (!next) return;
    // The grid groups by day, so it always reads newest first.
    if (next === 'grid' && (sort.field !== 'createdAt' || sort.order !== 'DESC')) setSort({ field: 'createdAt', order: 'DESC' });
    onViewChange(next);
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <SearchBox />
      {TAB_STATUSES[tab].length > 1 && <StatusFilter tab={tab} />}
      <ToggleButtonGroup exclusive size="small" value={view} onChange={(_event, next: OrdersView | null) => changeView(next)} aria-label="View">
        <ToggleButton value="grid" sx={{ gap: 1, px: 1.5 }}>
          <LayoutGrid size={16} aria-hidden /> Grid
        </ToggleButton>
        <ToggleButton value="list" sx={{ gap: 1, px: 1.5 }}>
          <List size={16} aria-hidden /> List
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
