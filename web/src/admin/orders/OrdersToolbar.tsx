import { Box, InputAdornment, MenuItem, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { LayoutGrid, List, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useListContext } from 'react-admin';
import { OWNER_STATUS_LABELS, TAB_STATUSES, type OrdersTab } from './order-status';

export type OrdersView = 'grid' | 'list';

const ALL = 'all';
const SEARCH_DELAY_MS = 300;

/**
 * The toolbar is the list's one filter writer: the search text (once typing pauses) and the status
 * go to the server together from the toolbar's own state, so a search that settles while a status
 * is being picked cannot write back a stale copy of the other. Filters always restart at page 1.
 */
function useToolbarFilters(tab: OrdersTab) {
  const { filterValues, setFilters } = useListContext();
  const [text, setText] = useState<string>(filterValues.q ?? '');
  const [status, setStatus] = useState<string>(typeof filterValues.status === 'string' ? filterValues.status : ALL);
  const [q, setQ] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const list = useRef({ filterValues, setFilters });
  list.current = { filterValues, setFilters };
  useEffect(() => {
    const { filterValues: current, setFilters: write } = list.current;
    const currentStatus = typeof current.status === 'string' ? current.status : ALL;
    if (q === (current.q ?? '') && status === currentStatus) return;
    write({ ...current, q: q || undefined, status: status === ALL ? [...TAB_STATUSES[tab]] : status }); // the tab's own filters stay
  }, [q, status, tab]);
  return { text, setText, status, setStatus };
}

function SearchBox({ text, onChange }: { text: string; onChange(text: string): void }) {
  return (
    <TextField
      type="search"
      value={text}
      onChange={(event) => onChange(event.target.value)}
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
function StatusFilter({ tab, status, onChange }: { tab: OrdersTab; status: string; onChange(status: string): void }) {
  return (
    <TextField select label="Filter by status" value={status} onChange={(event) => onChange(event.target.value)} sx={{ flex: { xs: '1 1 100%', sm: '0 1 17rem' } }}>
      <MenuItem value={ALL}>All Statuses</MenuItem>
      {TAB_STATUSES[tab].map((option) => (
        <MenuItem key={option} value={option}>
          {OWNER_STATUS_LABELS[option]}
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
  const filters = useToolbarFilters(tab);
  const changeView = (next: OrdersView | null) => {
    if (!next) return;
    // The grid groups by day, so it always reads newest first.
    if (next === 'grid' && (sort.field !== 'createdAt' || sort.order !== 'DESC')) setSort({ field: 'createdAt', order: 'DESC' });
    onViewChange(next);
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <SearchBox text={filters.text} onChange={filters.setText} />
      {TAB_STATUSES[tab].length > 1 && <StatusFilter tab={tab} status={filters.status} onChange={filters.setStatus} />}
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
