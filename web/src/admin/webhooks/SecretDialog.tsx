import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import type { NewWebhook } from './webhook-data-provider';

type CopyState = 'idle' | 'copied' | 'failed';
const COPY_MESSAGES: Record<CopyState, string> = { idle: '', copied: 'Copied', failed: 'Copy failed: select the secret and copy it by hand' };

interface SecretDialogProps {
  /** The registration's answer: the one time its secret is shown. */
  added: NewWebhook | undefined;
  onClose(): void;
  /** After the closing transition: focus goes back to the button that added it. */
  onExited(): void;
}

/**
 * The new endpoint's signing secret, shown once (docs/architecture/webhooks.md "Headers and
 * verifying"). A click beside the dialog does not close it, so the secret is not lost by accident;
 * Escape and 'Done' do.
 */
export function SecretDialog({ added, onClose, onExited }: SecretDialogProps) {
  const titleId = useId();
  const warningId = useId();
  const [copy, setCopy] = useState<CopyState>('idle');
  // The dialog keeps showing the secret while it fades out, after `added` has gone.
  const [shown, setShown] = useState(added);
  if (added && added !== shown) setShown(added);

  useEffect(() => {
    if (copy === 'idle') return undefined;
    const timer = setTimeout(() => setCopy('idle'), 3000);
    return () => clearTimeout(timer);
  }, [copy]);

  const copySecret = () => {
    if (!shown) return;
    navigator.clipboard.writeText(shown.secret).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };

  return (
    <Dialog
      open={added !== undefined}
      onClose={(_event, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      aria-describedby={warningId}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>Webhook added</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
          Order changes now go to <strong>{shown?.url}</strong>. Your receiver checks each request's signature with this secret.
        </DialogContentText>
        <TextField
          label="Signing secret"
          value={shown?.secret ?? ''}
          multiline
          onFocus={(event) => event.target.select()}
          // All of it in sight, wrapping on a phone, so it can be checked against what was pasted.
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.875rem', wordBreak: 'break-all' } } }}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={copySecret} sx={{ minHeight: 40 }}>
            Copy secret
          </Button>
          <Typography role="status" variant="body2" sx={{ color: copy === 'failed' ? 'error.main' : '#166534', fontWeight: 600 }}>
            {COPY_MESSAGES[copy]}
          </Typography>
        </Box>
        <Alert severity="warning" id={warningId}>
          Copy it now and keep it safe: you will not see this secret again. If it is lost, remove the webhook and add it again for a new one.
        </Alert>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose} sx={{ minHeight: 40 }}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
