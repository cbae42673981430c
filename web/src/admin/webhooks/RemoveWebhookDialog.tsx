import { ConfirmRemovalDialog } from '../ConfirmRemovalDialog';
import type { Webhook } from './webhook-data-provider';
import { useRemoveWebhook } from './webhook-queries';

interface RemoveWebhookDialogProps {
  webhook: Webhook | undefined;
  onClose(): void;
  onExited(): void;
}

/** Asks before removing an endpoint: it stops receiving at once, retries included, and its log goes. */
export function RemoveWebhookDialog({ webhook, onClose, onExited }: RemoveWebhookDialogProps) {
  return (
    <ConfirmRemovalDialog
      item={webhook}
      removal={useRemoveWebhook()}
      title="Remove this webhook?"
      submitLabel="Remove webhook"
      consequence={(shown) => (
        <>
          Nothing more will be sent to <strong>{shown.url}</strong>, retries included, and its delivery log goes with it.
        </>
      )}
      removed={() => 'Webhook removed'}
      onClose={onClose}
      onExited={onExited}
    />
  );
}
