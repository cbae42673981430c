import { Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { localTimeText } from '../../shared/catalogue/open-state';
import type { RestaurantRecord } from '../restaurant/restaurant-record';
import { useSoldOutChange } from './service-queries';

type Dish = RestaurantRecord['menuItems'][number];

/** "Sold out until Tue 11:30" in the restaurant's zone, the same words as its opening times. */
function soldOutText(dish: Dish, timeZone: string): string {
  if (!dish.soldOut) return 'On sale';
  if (!dish.soldOutUntil) return 'Sold out';
  return `Sold out until ${localTimeText(dish.soldOutUntil, timeZone, new Date())}`;
}

/** Each dish on sale or sold out: for tonight (back at the next opening) or until switched back. */
export function SoldOutList({ restaurant, timeZone }: { restaurant: RestaurantRecord; timeZone: string }) {
  const change = useSoldOutChange();
  return (
    <Stack spacing={1} component="section" aria-labelledby="sold-out-title">
      <Typography id="sold-out-title" variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
        Dishes
      </Typography>
      <List disablePadding>
        {restaurant.menuItems.map((dish) => (
          <ListItem key={dish._id} divider disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
            <ListItemText primary={dish.name} secondary={soldOutText(dish, timeZone)} sx={{ minWidth: '10rem' }} />
            {dish.soldOut ? (
              <Button size="small" variant="outlined" disabled={change.isPending} onClick={() => change.mutate({ menuItemId: dish._id, soldOut: false, untilNextOpening: false })}
                aria-label={`Put ${dish.name} back on sale`}>
                Back on sale
              </Button>
            ) : (
              <Stack direction="row" sx={{ gap: 1 }}>
                <Button size="small" variant="outlined" disabled={change.isPending} onClick={() => change.mutate({ menuItemId: dish._id, soldOut: true, untilNextOpening: true })}
                  aria-label={`${dish.name} sold out until the next opening`}>
                  Sold out today
                </Button>
                <Button size="small" color="inherit" disabled={change.isPending} onClick={() => change.mutate({ menuItemId: dish._id, soldOut: true, untilNextOpening: false })}
                  aria-label={`${dish.name} sold out until switched back`}>
                  Sold out
                </Button>
              </Stack>
            )}
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
