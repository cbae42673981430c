import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { BellRing, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useGetList } from 'react-admin';
import { useTitleCount } from '../../shared/layout/title-count';
import { AcceptCountdown } from '../orders/OrderDesk';
import { ORDER, type OrderRecord } from '../orders/order-data-provider';
import { orderNumber } from '../orders/order-format';
import { POLLING } from '../orders/order-queries';
import { useNow } from '../orders/use-now';
import { VISUALLY_HIDDEN } from '../visually-hidden';
import { playChime, readSoundChoice, saveSoundChoice, unlockOnNextGesture, unlockSound, type SoundChoice } from './kitchen-sound';
import { arrivals, CHIME_AGAIN_MS, WAITING_ORDERS_PARAMS, waitingOrders, waitingText } from './waiting-orders';

const TAP = { minHeight: 40 };
/** Orders named in the banner; the Orders tab lists the rest. */
const SHOWN = 3;

/** Rings when an order comes in, and again every CHIME_AGAIN_MS while any waits. */
function useChime(waitingIds: readonly string[], soundOn: boolean) {
  const seen = useRef<Set<string> | undefined>(undefined);
  const key = waitingIds.join();
  useEffect(() => {
    const ids = key ? key.split(',') : [];
    // The first answer of the visit rings too: an order may be waiting already.
    const fresh = arrivals(seen.current ?? new Set(), ids);
    seen.current = new Set(ids);
    if (!soundOn || ids.length === 0) return;
    if (fresh.length > 0) playChime();
    const again = setInterval(playChime, CHIME_AGAIN_MS);
    return () => clearInterval(again);
  }, [key, soundOn]);
}

function SoundQuestion({ onAnswer }: { onAnswer: (choice: 'on' | 'off') => void }) {
  return (
    <Alert severity="info" role="group" aria-label="Sound for new orders" icon={<Volume2 size={20} aria-hidden />}>
      {/* The answers under the question, not beside it: on a phone they keep their words on one line. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5 }}>
        <span>Play a sound when a new order comes in?</span>
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" variant="outlined" sx={TAP} onClick={() => onAnswer('on')}>
            Turn on sound
          </Button>
          <Button color="inherit" size="small" sx={TAP} onClick={() => onAnswer('off')}>
            Not now
          </Button>
        </Stack>
      </Box>
    </Alert>
  );
}

function WaitingBanner({ orders, soundOn, onToggleSound }: { orders: OrderRecord[]; soundOn: boolean; onToggleSound: () => void }) {
  return (
    // A region, not MUI's default alert: the countdowns change every second, and the count is
    // announced by the status below instead.
    <Alert
      severity="warning"
      role="region"
      aria-label="Orders waiting to be accepted"
      icon={<BellRing size={20} aria-hidden />}
      action={
        <Button color="inherit" size="small" sx={TAP} aria-pressed={soundOn} onClick={onToggleSound} startIcon={soundOn ? <Volume2 size={16} aria-hidden /> : <VolumeX size={16} aria-hidden />}>
          Sound
        </Button>
      }
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle>{waitingText(orders.length)}</AlertTitle>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
        {orders.slice(0, SHOWN).map((order) => (
          <Box component="li" key={order.id} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, alignItems: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Order #{orderNumber(order.id)} · {order.deliveryDetails.name}
            </Typography>
            <AcceptCountdown order={order} />
          </Box>
        ))}
      </Box>
      {orders.length > SHOWN && <Typography variant="body2">and {orders.length - SHOWN} more on the Orders tab</Typography>}
    </Alert>
  );
}

/**
 * The kitchen's alert (docs/product/decisions.md "Live updates"): while paid orders wait to be
 * accepted or declined, a banner with each one's time left, their count before the tab's title,
 * and a chime if the owner turned sound on (asked once; everything else works without it).
 * Shown above every tab of the owner area, so an owner editing the menu still sees an order come in.
 */
export function KitchenAlert() {
  const { data } = useGetList<OrderRecord>(ORDER, WAITING_ORDERS_PARAMS, POLLING);
  // Read again every 15 s: an order for later joins the banner once it is due, with no new event.
  const waiting = waitingOrders(data ?? [], useNow(15_000));
  const [choice, setChoice] = useState<SoundChoice>(readSoundChoice);
  const soundOn = choice === 'on';
  useTitleCount(waiting.length);
  useChime(
    waiting.map((order) => order.id),
    soundOn,
  );
  useEffect(() => (soundOn ? unlockOnNextGesture() : undefined), [soundOn]);

  const answer = (next: 'on' | 'off') => {
    // In the click itself: the browser lets audio start now.
    if (next === 'on') unlockSound();
    saveSoundChoice(next);
    setChoice(next);
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mt: 2 }}>
      {/* Said once per change of the count; the countdowns below are not read out every second. */}
      <Box role="status" sx={VISUALLY_HIDDEN}>
        {waiting.length > 0 ? waitingText(waiting.length) : ''}
      </Box>
      {choice === undefined && <SoundQuestion onAnswer={answer} />}
      {waiting.length > 0 && <WaitingBanner orders={waiting} soundOn={soundOn} onToggleSound={() => answer(soundOn ? 'off' : 'on')} />}
    </Box>
  );
}
