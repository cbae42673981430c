import { Alert, Box, Button, Checkbox, FormControlLabel, FormGroup, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { api, type ApiError, type Schemas } from '../../api/client';
import { notifyError, notifySuccess } from '../../shared/ui/notify';
import { useUnsavedChanges } from '../unsaved-changes';

type Settings = Schemas['FulfilmentSettings'];

/**
 * Delivery and collection (docs/product/decisions.md "Collection"): whether the restaurant
 * delivers, whether customers may collect, and the minutes a collection order takes once
 * accepted. The server refuses neither being on and minutes outside 5..120, naming the field.
 */
export function CollectionPanel() {
  const [saved, setSaved] = useState<Settings>();
  const [form, setForm] = useState<{ delivery: boolean; collection: boolean; minutes: string }>();
  const [failed, setFailed] = useState(false);
  const [problem, setProblem] = useState<{ path: string; message: string }>();
  const [saving, setSaving] = useState(false);
  useUnsavedChanges('collection', !!form && !!saved && (form.delivery !== saved.delivery || form.collection !== saved.collection || form.minutes !== String(saved.collectionMinutes)));

  const load = async () => {
    setFailed(false);
    const { data } = await api.GET('/api/my/restaurant/fulfilment');
    if (!data) return setFailed(true);
    setSaved(data);
    setForm({ delivery: data.delivery, collection: data.collection, minutes: String(data.collectionMinutes) });
  };
  useEffect(() => {
    void load();
  }, []);

  const save = async () => {
    if (!form) return;
    const minutes = Number(form.minutes);
    if (!Number.isInteger(minutes) || minutes < 5 || minutes > 120) return setProblem({ path: 'collectionMinutes', message: 'Enter whole minutes from 5 to 120' });
    if (!form.delivery && !form.collection) return setProblem({ path: 'collection', message: 'Offer delivery or collection' });
    setProblem(undefined);
    setSaving(true);
    const { data, error } = await api.PUT('/api/my/restaurant/fulfilment', { body: { delivery: form.delivery, collection: form.collection, collectionMinutes: minutes } });
    setSaving(false);
    if (data) {
      setSaved(data);
      notifySuccess('Collection settings saved');
      return;
    }
    const detail = (error as ApiError | undefined)?.details?.[0];
    if (detail) setProblem(detail);
    notifyError('Unable to save collection settings', { description: detail?.message ?? (error as ApiError | undefined)?.message });
  };

  return (
    <Paper component="section" aria-labelledby="collection-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id="collection-title" variant="h2">
          Collection
        </Typography>
        <Typography color="text.secondary">
          Let customers collect their order from your address, with no delivery fee. Collection orders are ready the minutes below after you accept them.
        </Typography>
        {failed && (
          <Alert severity="error" action={<Button onClick={() => void load()}>Try again</Button>}>
            Failed to get collection settings
          </Alert>
        )}
        {!form && !failed && <Typography role="status">Loading...</Typography>}
        {form && saved && (
          <Box component="form" aria-label="Collection form" noValidate onSubmit={(event) => (event.preventDefault(), void save())}>
            <Stack spacing={2}>
              <FormGroup>
                <FormControlLabel control={<Checkbox checked={form.delivery} onChange={(e) => setForm({ ...form, delivery: e.target.checked })} />} label="Deliver orders" />
                <FormControlLabel control={<Checkbox checked={form.collection} onChange={(e) => setForm({ ...form, collection: e.target.checked })} />} label="Offer collection" />
              </FormGroup>
              {problem?.path === 'collection' && (
                <Typography color="error" role="alert">
                  {problem.message}
                </Typography>
              )}
              <TextField
                label="Collection ready in (minutes)"
                type="number"
                slotProps={{ htmlInput: { min: 5, max: 120, step: 1, inputMode: 'numeric' } }}
                value={form.minutes}
                onChange={(e) => setForm({ ...form, minutes: e.target.value })}
                error={problem?.path === 'collectionMinutes'}
                helperText={problem?.path === 'collectionMinutes' ? problem.message : 'From 5 to 120 minutes'}
                sx={{ maxWidth: 280 }}
              />
              <Box>
                <Button type="submit" variant="contained" disabled={saving}>
                  Save collection
                </Button>
              </Box>
            </Stack>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
