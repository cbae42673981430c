import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import type { HoursDraft } from './hours-draft';

const ROW = { display: 'grid', gap: 1, alignItems: 'center', gridTemplateColumns: { xs: '1fr 1fr', sm: '10rem 10rem 1fr auto' } } as const;

/** Dates the restaurant is closed, both ends included (a holiday, a refit). */
export function ClosuresEditor({ closures, onChange }: { closures: HoursDraft['closures']; onChange: (closures: HoursDraft['closures']) => void }) {
  const change = (i: number, field: 'from' | 'to' | 'reason', value: string) => onChange(closures.map((c, j) => (j === i ? { ...c, [field]: value } : c)));
  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
        Closed dates
      </Typography>
      {closures.map((closure, i) => (
        <Box key={i} sx={ROW}>
          <TextField type="date" size="small" label="From" value={closure.from} onChange={(e) => change(i, 'from', e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': `Closed from, closure ${i + 1}` } }} />
          <TextField type="date" size="small" label="To" value={closure.to} onChange={(e) => change(i, 'to', e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': `Closed to, closure ${i + 1}` } }} />
          <TextField size="small" label="Reason" value={closure.reason ?? ''} onChange={(e) => change(i, 'reason', e.target.value)} sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }} />
          <Button color="error" onClick={() => onChange(closures.filter((_, j) => j !== i))} sx={{ justifySelf: 'start' }} aria-label={`Remove closure ${i + 1}`}>
            Remove
          </Button>
        </Box>
      ))}
      <Button size="small" onClick={() => onChange([...closures, { from: '', to: '' }])} sx={{ alignSelf: 'flex-start' }}>
        Add closed dates
      </Button>
    </Stack>
  );
}
