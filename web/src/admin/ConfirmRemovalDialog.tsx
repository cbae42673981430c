import { DialogContentText } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { notifySuccess } from '../shared/ui/notify';
import { DeskDialog } from './orders/DeskDialog';

/** The mutation that removes one thing by its id (TanStack Query's, as the queries' hooks return it). */
interface Removal {
  mutate(id: string, options: { onSuccess(): void }): void;
  isPending: boolean;
  error: unknown;
  reset(): void;
}

interface ConfirmRemovalDialogProps<T extends { id: string }> {
  /** What is to be removed; undefined closes the dialog. */
  item: T | undefined;
  removal: Removal;
  title: string;
  submitLabel: string;
  /** What removing it does, in the owner's terms. */
  consequence(item: T): ReactNode;
  /** The toast once it is gone. */
  removed(item: T): string;
  onClose(): void;
  onExited?(): void;
}

/** Asks before removing a team member or a webhook: one dialog, so both say it the same way. */
export function ConfirmRemovalDialog<T extends { id: string }>({ item, removal, title, submitLabel, consequence, removed, onClose, onExited }: ConfirmRemovalDialogProps<T>) {
  // The dialog keeps its text while it fades out, after `item` has gone.
  const [shown, setShown] = useState(item);
  if (item && item !== shown) setShown(item);
  return (
    <DeskDialog
      open={item !== undefined}
      title={title}
      submitLabel={submitLabel}
      submitColor="error"
      pending={removal.isPending}
      error={removal.error}
      onSubmit={() =>
        item &&
        removal.mutate(item.id, {
          onSuccess: () => {
            notifySuccess(removed(item));
            onClose();
          },
        })
      }
      onClose={onClose}
      onExited={() => {
        removal.reset();
        onExited?.();
      }}
    >
      <DialogContentText sx={{ overflowWrap: 'anywhere' }}>{shown && consequence(shown)}</DialogContentText>
    </DeskDialog>
  );
}
