import { ConfirmRemovalDialog } from '../ConfirmRemovalDialog';
import type { TeamMember } from './team-data-provider';
import { useRemoveMember } from './team-queries';

/** Asks before removing someone: their access ends at once, an open order desk included. */
export function RemoveMemberDialog({ member, onClose }: { member: TeamMember | undefined; onClose(): void }) {
  return (
    <ConfirmRemovalDialog
      item={member}
      removal={useRemoveMember()}
      title="Remove from the team?"
      submitLabel="Remove"
      consequence={(shown) => (
        <>
          <strong>{shown.email}</strong> loses access to your restaurant at once, an open order desk included. You can invite them again later.
        </>
      )}
      removed={(gone) => `${gone.email} removed`}
      onClose={onClose}
    />
  );
}
