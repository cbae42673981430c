import { DialogContentText } from '@mui/material';
import { useState } from 'react';
import { notifySuccess } from '../../shared/ui/notify';
import { DeskDialog } from '../orders/DeskDialog';
import type { Webhook } from './webhook-data-provider';
import { useRemoveWebhook } from './webhook-queries';

interface RemoveWebhookDialogProps {
  webhook: Webhook | undefined;
  onClose(): void;
  onExited(): void;
}

/** Asks before removing an endpoint: it stops receiving at once, retries included, and its log goes. */
export function RemoveWebhookDialog({ webhook, onClose, onExited }: RemoveWebhookDialogProps) {
  const remove = useRemoveWebhook();
  // The dialog keeps its text while it fades out, after `webhook` has gone.
  const [shown, setShown] = useState(webhook);
  if (webhook && webhook !== shown) setShown(webhook);
  return (
    <DeskDialog
      open={webhook !== undefined}
      title="Remove this webhook?"
      submitLabel="Remove webhook"
      submitColor="error"
      pending={remove.isPending}
      error={remove.error}
      onSubmit={() =>
        webhook &&
        remove.mutate(webhook.id, {
          onSuccess: () => {
            notifySuccess('Webhook removed');
            onClose();
          },
        })
      }
      onClose={onClose}
      onExited={() => {
        remove.reset();
        onExited();
      }}
    >
      <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
        Nothing more will be sent to <strong>{shown?.url}</strong>, retries included, and its delivery log goes with it.
      </DialogContentText>
    </DeskDialog>
  );
}
