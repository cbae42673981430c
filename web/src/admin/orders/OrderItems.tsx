import { Box, Typography } from '@mui/material';
import { allergenNames } from '../../shared/catalogue/dish-marks';
import { optionNames } from '../../shared/catalogue/line-options';
import { formatPence } from '../../shared/format/money';
import type { Order } from './order-data-provider';

interface OrderItemsProps {
  items: Order['cartItems'];
  /** The details panel prices each line; cards keep to quantities. */
  withPrices?: boolean;
}

/**
 * '2 × Margherita Pizza', one line each, with the line's options and allergens under it as ordered
 * (docs/product/decisions.md "Menus": the kitchen needs both).
 */
export function OrderItems({ items, withPrices = false }: OrderItemsProps) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
      {items.map((item, index) => (
        // A dish can be on several lines, one per set of options.
        <Typography component="li" variant="body2" key={`${item.menuItemId}-${index}`} sx={{ display: 'grid' }}>
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <span>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {item.quantity} ×
              </Box>{' '}
              {item.name}
            </span>
            {withPrices && <span>{formatPence(item.price * item.quantity)}</span>}
          </Box>
          {item.options.length > 0 && (
            <Box component="span" sx={{ pl: 2.5, color: 'text.secondary' }}>
              {optionNames(item.options)}
            </Box>
          )}
          {item.allergens.length > 0 && (
            <Box component="span" sx={{ pl: 2.5, color: 'text.secondary', fontSize: '0.8rem' }}>
              Contains: {allergenNames(item.allergens)}
            </Box>
          )}
        </Typography>
      ))}
    </Box>
  );
}
