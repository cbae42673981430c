import { Box } from '@mui/material';
import { Store } from 'lucide-react';

/**
 * docs/product/decisions.md "Collection": a collection order says so where a delivery shows its
 * address, so the desk never sends a rider for it. Words, not only an icon.
 */
export function CollectionMarker() {
  return (
    <Box
      component="span"
      data-testid="collection-marker"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, px: 1, py: 0.25, borderRadius: 1, bgcolor: '#fff7ed', border: 1, borderColor: '#fdba74', color: '#7c2d12', fontSize: '0.8125rem', fontWeight: 700, width: 'fit-content' }}
    >
      <Store aria-hidden="true" size={14} />
      Collection
    </Box>
  );
}
