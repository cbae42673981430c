import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { OperatorDataProvider, OperatorRestaurant, StandingAction } from '../operator-data-provider';
import { ReasonDialog } from './ReasonDialog';

const TITLES = { suspend: 'Suspend restaurant', unlist: 'Unlist restaurant' } as const;

/** Suspend, unlist or reinstate the shown restaurant (docs/product/decisions.md "Suspended and unlisted restaurants"). */
export function StandingActions() {
  const record = useRecordContext<OperatorRestaurant>();
  const dataProvider = useDataProvider<OperatorDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState<'suspend' | 'unlist'>();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const run = async (action: StandingAction, reason?: string) => {
    setBusy(true);
    try {
      await dataProvider.changeStanding(record.id, action, reason);
      notify(`${record.restaurantName}: ${action === 'reinstate' ? 'reinstated' : action === 'suspend' ? 'suspended' : 'unlisted'}`, { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(undefined);
    }
  };
  const { suspended, unlisted } = record.standing;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', my: 1 }}>
      {!suspended && <Button variant="contained" color="error" onClick={() => setAsking('suspend')} sx={{ minHeight: 44 }}>Suspend</Button>}
      {!suspended && !unlisted && <Button variant="outlined" onClick={() => setAsking('unlist')} sx={{ minHeight: 44 }}>Unlist</Button>}
      {(suspended || unlisted) && <Button variant="contained" disabled={busy} onClick={() => void run('reinstate')} sx={{ minHeight: 44 }}>Reinstate</Button>}
      {asking && <ReasonDialog open title={TITLES[asking]} busy={busy} onClose={() => setAsking(undefined)} onConfirm={(reason) => void run(asking, reason)} />}
    </Stack>
  );
}
