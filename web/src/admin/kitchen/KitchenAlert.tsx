import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { BellRing, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { MAIN_CONTENT_ID } from '../../shared/layout/SkipLink';
import { AcceptDialog } from '../orders/AcceptDialog';
import { DeclineDialog } from '../orders/DeclineDialog';
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

// 44 px: the banner is the kitchen's first target on a tablet or phone (docs/product/screens.md "Kitchen mode").
const TAP = { minHeight: 44 };
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

/**
 * Accept and Decline on the banner's line, with the desk's own dialogs. The line goes once the order is
 * accepted or declined, so focus then goes to the banner, or the page's main part (focusable) when the banner has gone too.
 */
function BannerActions({ order }: { order: OrderRecord }) {
  const [dialog, setDialog] = useState<'accept' | 'decline' | null>(null);
  const [opened, setOpened] = useState(0);
  const open = (name: 'accept' | 'decline') => {
    setOpened((count) => count + 1);
    setDialog(name);
  };
  const refocus = () =>
    setTimeout(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      const target = document.querySelector<HTMLElement>(`[aria-label="${BANNER_LABEL}"]`) ?? document.getElementById(MAIN_CONTENT_ID);
      target?.focus();
    });
  const props = { order, onClose: () => setDialog(null), onExited: refocus, onChanged: () => undefined };
  const name = `Order #${orderNumber(order.id)}`;
  return (
    <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
      <Button variant="contained" color="inherit" size="small" aria-label={`Accept ${name}`} onClick={() => open('accept')} sx={{ ...TAP, minWidth: 88, bgcolor: '#1e293b', color: '#fff', '&:hover': { bgcolor: '#0f172a' } }}>
        Accept
      </Button>
      <Button variant="outlined" color="inherit" size="small" aria-label={`Decline ${name}`} onClick={() => open('decline')} sx={{ ...TAP, minWidth: 88 }}>
        Decline
      </Button>
      <AcceptDialog key={`accept-${opened}`} open={dialog === 'accept'} {...props} />
      <DeclineDialog key={`decline-${opened}`} open={dialog === 'decline'} {...props} />
    </Stack>
  );
}

const BANNER_LABEL = 'Orders waiting to be accepted';

function WaitingBanner({ orders, soundOn, onToggleSound }: { orders: OrderRecord[]; soundOn: boolean; onToggleSound: () => void }) {
  return (
    // A region, not MUI's default alert: the countdowns change every second, and the count is
    // announced by the status below instead.
    <Alert
      severity="warning"
      role="region"
      aria-label={BANNER_LABEL}
      tabIndex={-1}
      icon={<BellRing size={20} aria-hidden />}
      action={
        <Button color="inherit" size="small" sx={TAP} aria-pressed={soundOn} onClick={onToggleSound} startIcon={soundOn ? <Volume2 size={16} aria-hidden /> : <VolumeX size={16} aria-hidden />}>
          Sound
        </Button>
      }
      sx={{ outline: 'none', '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle>{waitingText(orders.length)}</AlertTitle>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {orders.slice(0, SHOWN).map((order) => (
          <Box component="li" key={order.id} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, alignItems: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Order #{orderNumber(order.id)} · {order.deliveryDetails.name}
            </Typography>
            <AcceptCountdown order={order} />
            <BannerActions order={order} />
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
