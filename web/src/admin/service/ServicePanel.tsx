import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { openStateText } from '../../shared/catalogue/open-state';
import type { RestaurantRecord } from '../restaurant/restaurant-record';
import type { PauseRequest } from './service-data-provider';
import { useServiceChange, useServiceStatus } from './service-queries';
import { HoursEditor } from './HoursEditor';
import { SchedulingEditor } from './SchedulingEditor';
import { SoldOutList } from './SoldOutList';

const PAUSES: Array<[label: string, request: PauseRequest]> = [
  ['15 min', { minutes: 15 }],
  ['30 min', { minutes: 30 }],
  ['60 min', { minutes: 60 }],
  ['Until next opening', { untilNextOpening: true }],
];
// Dark enough for white text (axe's 4.5:1): MUI's warning orange is not.
const TONE = { open: '#166534', closed: '#334155', paused: '#92400e' } as const;

/**
 * Taking orders (docs/product/decisions.md "Running a service"): what customers see now, a
 * pause that ends by itself, and the dishes sold out tonight. Above the restaurant form, so a
 * busy kitchen reaches it first on a phone.
 */
export function ServicePanel({ restaurant }: { restaurant: RestaurantRecord }) {
  const { data: status, error, refetch } = useServiceStatus();
  const pause = useServiceChange((provider, request: PauseRequest) => provider.pause(request), 'Unable to pause orders');
  const resume = useServiceChange((provider) => provider.resume(), 'Unable to resume orders');
  const busy = pause.isPending || resume.isPending;

  return (
    <Paper component="section" aria-labelledby="service-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id="service-title" variant="h2">
          Taking orders
        </Typography>
        {error && (
          <Alert severity="error" action={<Button onClick={() => refetch()}>Try again</Button>}>
            Failed to get opening hours
          </Alert>
        )}
        {status && (
          <>
            <Box role="status" aria-live="polite">
              <Chip label={openStateText(status.openState, status.timeZone)} sx={{ fontWeight: 700, color: '#fff', bgcolor: TONE[status.openState.state] }} />
            </Box>
            {status.pausedUntil !== undefined ? (
              <Button variant="contained" disabled={busy} onClick={() => resume.mutate(undefined)} sx={{ alignSelf: 'flex-start' }}>
                Resume orders
              </Button>
            ) : (
              <Stack spacing={1}>
                <Typography variant="body2" color="text.secondary" id="pause-label">
                  Pause new orders for
                </Typography>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} role="group" aria-labelledby="pause-label">
                  {PAUSES.map(([label, request]) => (
                    <Button key={label} variant="outlined" disabled={busy} onClick={() => pause.mutate(request)}>
                      {label}
                    </Button>
                  ))}
                </Stack>
              </Stack>
            )}
          </>
        )}
        <SoldOutList restaurant={restaurant} timeZone={status?.timeZone ?? 'Europe/London'} />
        {status && <HoursEditor saved={status} />}
        <SchedulingEditor />
      </Stack>
    </Paper>
  );
}
