import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';

/** Asks for the reason the owner will see (3-500 characters) before a suspension or an unlisting. */
export function ReasonDialog({ title, open, busy, onClose, onConfirm }: { title: string; open: boolean; busy: boolean; onClose: () => void; onConfirm: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  const valid = reason.trim().length >= 3;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="reason-dialog-title">
      <DialogTitle id="reason-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          label="Reason (the owner sees it)"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          helperText={valid ? ' ' : 'At least 3 characters'}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>Cancel</Button>
        <Button variant="contained" disabled={!valid || busy} onClick={() => onConfirm(reason.trim())} sx={{ minHeight: 44 }}>
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}
