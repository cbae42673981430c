import { Box, Typography } from '@mui/material';
import { formatPence } from '../../shared/format/money';
import type { Order } from './order-data-provider';

interface OrderItemsProps {
  items: Order['cartItems'];
  /** The details panel prices each line; cards keep to quantities. */
  withPrices?: boolean;
}

/** '2 × Margherita Pizza', one line each. */
export function OrderItems({ items, withPrices = false }: OrderItemsProps) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
      {items.map((item) => (
        <Typography
          component="li"
          variant="body2"
          key={item.menuItemId}
          sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
        >
          <span>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {item.quantity} ×
            </Box>{' '}
            {item.name}
          </span>
          {withPrices && <span>{formatPence(item.price * item.quantity)}</span>}
        </Typography>
      ))}
    </Box>
  );
}
