import { DialogContentText } from '@mui/material';
import { useState } from 'react';
import { notifySuccess } from '../../shared/ui/notify';
import { DeskDialog } from '../orders/DeskDialog';
import type { TeamMember } from './team-data-provider';
import { useRemoveMember } from './team-queries';

interface RemoveMemberDialogProps {
  member: TeamMember | undefined;
  onClose(): void;
}

/** Asks before removing someone: their access ends at once, an open order desk included. */
export function RemoveMemberDialog({ member, onClose }: RemoveMemberDialogProps) {
  const remove = useRemoveMember();
  // The dialog keeps its text while it fades out, after `member` has gone.
  const [shown, setShown] = useState(member);
  if (member && member !== shown) setShown(member);
  return (
    <DeskDialog
      open={member !== undefined}
      title="Remove from the team?"
      submitLabel="Remove"
      submitColor="error"
      pending={remove.isPending}
      error={remove.error}
      onSubmit={() =>
        member &&
        remove.mutate(member.id, {
          onSuccess: () => {
            notifySuccess(`${member.email} removed`);
            onClose();
          },
        })
      }
      onClose={onClose}
      onExited={() => remove.reset()}
    >
      <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
        <strong>{shown?.email}</strong> loses access to your restaurant at once, an open order desk included. You can invite them again later.
      </DialogContentText>
    </DeskDialog>
  );
}
