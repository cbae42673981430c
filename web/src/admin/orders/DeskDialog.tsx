import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, type FormEvent, type ReactNode } from 'react';
import { serverMessageOf } from '../restaurant/server-errors';

interface DeskDialogProps {
  open: boolean;
  title: string;
  /** The confirming button's words ('Accept order'). */
  submitLabel: string;
  submitColor?: 'primary' | 'error';
  pending: boolean;
  /** The refusal of the last try: the server's own words (a 409 says why). */
  error: unknown;
  onSubmit(): void;
  onClose(): void;
  /** After the closing transition: focus goes back to the opener, or elsewhere when the opener is gone. */
  onExited?(): void;
  children: ReactNode;
}

/**
 * The frame of the desk's dialogs (accept, decline, refund): MUI's Dialog traps focus and gives it back to the
 * button that opened it; Enter submits the form; a refusal shows above the buttons, in the server's words.
 */
export function DeskDialog({ open, title, submitLabel, submitColor = 'primary', pending, error, onSubmit, onClose, onExited, children }: DeskDialogProps) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object, transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {children}
        {error ? (
          <Alert severity="error" role="alert">
            {serverMessageOf(error) ?? (error instanceof Error ? error.message : 'Something went wrong')}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending} sx={{ minHeight: 40 }}>
          Back
        </Button>
        <Button type="submit" variant="contained" color={submitColor} loading={pending} sx={{ minHeight: 40 }}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
