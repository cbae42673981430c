import { Box, Button, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { notifySuccess } from '../../shared/ui/notify';
import { useUnsavedChanges } from '../unsaved-changes';
import { ClosuresEditor } from './ClosuresEditor';
import { fromDraft, NEW_RANGE, toDraft, WEEKDAY_LABELS, WEEKDAYS, type HoursDraft, type Weekday } from './hours-draft';
import type { Availability } from './service-data-provider';
import { useServiceChange } from './service-queries';

const RANGE_ROW = { display: 'grid', gap: 1, alignItems: 'center', gridTemplateColumns: { xs: '1fr 1fr', sm: '8rem 8rem auto' } } as const;

/**
 * Weekly hours in the restaurant's time zone and closed dates (docs/product/decisions.md
 * "Running a service"). A range whose closing time is not after its opening runs past midnight.
 */
export function HoursEditor({ saved }: { saved: Availability }) {
  const [draft, setDraft] = useState<HoursDraft>(() => toDraft(saved));
  const save = useServiceChange((provider, body: Availability) => provider.saveAvailability(body), 'Unable to save opening hours');
  useUnsavedChanges('opening-hours', JSON.stringify(draft) !== JSON.stringify(toDraft(saved)));
  const setDay = (day: Weekday, ranges: HoursDraft['days'][Weekday]) => setDraft({ ...draft, days: { ...draft.days, [day]: ranges } });

  return (
    <Stack component="section" aria-labelledby="hours-title" spacing={2}>
      <Typography id="hours-title" variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
        Opening hours
      </Typography>
      <TextField label="Time zone" value={draft.timeZone} onChange={(e) => setDraft({ ...draft, timeZone: e.target.value })} helperText="For example Europe/London" sx={{ maxWidth: '20rem' }} />
      <FormControlLabel
        control={<Switch checked={draft.aroundTheClock} onChange={(e) => setDraft({ ...draft, aroundTheClock: e.target.checked })} />}
        label="Open around the clock"
      />
      {!draft.aroundTheClock &&
        WEEKDAYS.map((day) => (
          <Box key={day} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
              {WEEKDAY_LABELS[day]}
              {draft.days[day].length === 0 && ' (closed)'}
            </Typography>
            <Stack spacing={1}>
              {draft.days[day].map((range, i) => (
                <Box key={i} sx={RANGE_ROW}>
                  <TextField type="time" size="small" label="Opens" value={range.opens}
                    onChange={(e) => setDay(day, draft.days[day].map((r, j) => (j === i ? { ...r, opens: e.target.value } : r)))}
                    slotProps={{ htmlInput: { 'aria-label': `${WEEKDAY_LABELS[day]} opens, range ${i + 1}` } }} />
                  <TextField type="time" size="small" label="Closes" value={range.closes}
                    onChange={(e) => setDay(day, draft.days[day].map((r, j) => (j === i ? { ...r, closes: e.target.value } : r)))}
                    slotProps={{ htmlInput: { 'aria-label': `${WEEKDAY_LABELS[day]} closes, range ${i + 1}` } }} />
                  <Button color="error" onClick={() => setDay(day, draft.days[day].filter((_, j) => j !== i))} sx={{ justifySelf: 'start' }}
                    aria-label={`Remove ${WEEKDAY_LABELS[day]} ${range.opens} to ${range.closes}`}>
                    Remove
                  </Button>
                </Box>
              ))}
              <Button size="small" onClick={() => setDay(day, [...draft.days[day], NEW_RANGE])} sx={{ alignSelf: 'flex-start' }}
                aria-label={`Add hours on ${WEEKDAY_LABELS[day]}`}>
                Add hours
              </Button>
            </Stack>
          </Box>
        ))}
      <ClosuresEditor closures={draft.closures} onChange={(closures) => setDraft({ ...draft, closures })} />
      <Button
        variant="contained"
        disabled={save.isPending}
        onClick={() => save.mutate(fromDraft(draft), { onSuccess: (status) => (setDraft(toDraft(status)), notifySuccess('Opening hours saved')) })}
        sx={{ alignSelf: 'flex-start' }}
      >
        Save opening hours
      </Button>
    </Stack>
  );
}
