import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { notifySuccess } from '../../shared/ui/notify';
import { useUnsavedChanges } from '../unsaved-changes';
import type { Scheduling } from './service-data-provider';
import { useScheduling, useSchedulingSave } from './service-queries';

const DAYS = [0, 1, 2, 3, 4, 5, 6, 7];
const daysLabel = (days: number) => (days === 0 ? 'No orders for later' : days === 1 ? 'Today and tomorrow' : `Today and the next ${days} days`);

/** Orders for later (docs/product/decisions.md "Orders for later"): how far ahead, and how many orders a 15-minute slot takes. */
export function SchedulingEditor() {
  const { data } = useScheduling();
  return data ? <SchedulingForm saved={data} /> : null;
}

const draftOf = (saved: Scheduling) => ({ daysAhead: saved.daysAhead, delivery: String(saved.slotCapacity.delivery), collection: String(saved.slotCapacity.collection) });

function SchedulingForm({ saved }: { saved: Scheduling }) {
  const [draft, setDraft] = useState(() => draftOf(saved));
  useUnsavedChanges('orders-for-later', JSON.stringify(draft) !== JSON.stringify(draftOf(saved)));
  const save = useSchedulingSave();
  const capacityError = (value: string) => (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 100 ? undefined : 'A whole number from 1 to 100');
  const problems = [capacityError(draft.delivery), capacityError(draft.collection)];
  return (
    <Stack component="section" aria-labelledby="scheduling-title" spacing={2}>
      <Typography id="scheduling-title" variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
        Orders for later
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Customers can pick a 15-minute slot within your opening hours, even while you are closed now. An order for later reaches the desk's alert when it is due: the slot less your preparation time.
      </Typography>
      <TextField select label="Offer slots for" value={draft.daysAhead} onChange={(e) => setDraft({ ...draft, daysAhead: Number(e.target.value) })} sx={{ maxWidth: '20rem' }}>
        {DAYS.map((days) => (
          <MenuItem key={days} value={days}>
            {daysLabel(days)}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Deliveries per slot" inputMode="numeric" value={draft.delivery} onChange={(e) => setDraft({ ...draft, delivery: e.target.value })} error={!!problems[0]} helperText={problems[0] ?? 'Orders each 15 minutes can take'} />
        <TextField label="Collections per slot" inputMode="numeric" value={draft.collection} onChange={(e) => setDraft({ ...draft, collection: e.target.value })} error={!!problems[1]} helperText={problems[1] ?? 'Orders each 15 minutes can take'} />
      </Stack>
      <Button
        variant="contained"
        disabled={save.isPending || problems.some(Boolean)}
        onClick={() =>
          save.mutate({ daysAhead: draft.daysAhead, slotCapacity: { delivery: Number(draft.delivery), collection: Number(draft.collection) } }, { onSuccess: () => notifySuccess('Orders for later saved') })
        }
        sx={{ alignSelf: 'flex-start' }}
      >
        Save orders for later
      </Button>
    </Stack>
  );
}
