import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useRefresh, useUnselectAll } from 'react-admin';
import { RESTAURANTS, type OperatorDataProvider } from '../operator-data-provider';
import { ReasonDialog } from './ReasonDialog';

/** The list's bulk action: suspend every selected restaurant with one reason, each its own audited call. */
export function BulkSuspendButton() {
  const { selectedIds } = useListContext();
  const dataProvider = useDataProvider<OperatorDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(RESTAURANTS);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const suspendAll = async (reason: string) => {
    setBusy(true);
    const results = await Promise.allSettled(selectedIds.map((id) => dataProvider.changeStanding(String(id), 'suspend', reason)));
    const failed = results.filter((r) => r.status === 'rejected').length;
    notify(failed ? `${results.length - failed} suspended, ${failed} not (suspended already?)` : `${results.length} suspended`, { type: failed ? 'warning' : 'success' });
    setBusy(false);
    setOpen(false);
    unselectAll();
    refresh();
  };
  return (
    <>
      <Button color="error" onClick={() => setOpen(true)} sx={{ minHeight: 44 }}>Suspend selected</Button>
      {open && <ReasonDialog open title={`Suspend ${selectedIds.length} restaurants`} busy={busy} onClose={() => setOpen(false)} onConfirm={(reason) => void suspendAll(reason)} />}
    </>
  );
}
