import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { InviteForm } from './InviteForm';
import { RemoveMemberDialog } from './RemoveMemberDialog';
import type { TeamInvitation, TeamMember, TeamRole } from './team-data-provider';
import { useChangeRole, useRevokeInvitation, useTeam } from './team-queries';
import { roleLabel, TEAM_ROLES } from './team-roles';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * The Team tab (docs/product/team-and-roles.md): the owner's members with their roles, the
 * invitations still open, and the invite form. Only the owner reaches it: anyone else's calls
 * answer 404, shown as the owner-only note.
 */
export function TeamPanel() {
  const { data, error, isPending, refetch } = useTeam();
  const [removing, setRemoving] = useState<TeamMember>();
  return (
    <Paper component="section" aria-labelledby="team-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id="team-title" variant="h2">
          Team
        </Typography>
        <Typography color="text.secondary">People who run your restaurant with you. Each sees only what their role needs.</Typography>
        {error && (
          <Alert severity="error" action={<Button onClick={() => refetch()}>Try again</Button>}>
            Failed to get your team
          </Alert>
        )}
        {isPending && !error && <Typography role="status">Loading...</Typography>}
        {data && data.members.length === 0 && <Typography sx={{ fontWeight: 600 }}>No one on your team yet.</Typography>}
        {data && data.members.length > 0 && (
          <Stack component="ul" spacing={1} aria-label="Your team" sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {data.members.map((member) => (
              <MemberRow key={member.id} member={member} onRemove={() => setRemoving(member)} />
            ))}
          </Stack>
        )}
        {data && data.invitations.length > 0 && <Invitations invitations={data.invitations} />}
        <InviteForm />
      </Stack>
      <RemoveMemberDialog member={removing} onClose={() => setRemoving(undefined)} />
    </Paper>
  );
}

function MemberRow({ member, onRemove }: { member: TeamMember; onRemove(): void }) {
  const change = useChangeRole();
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ flex: 1, minWidth: 180 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{member.name ?? member.email}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {member.name ? `${member.email} · ` : ''}joined {DAY.format(new Date(member.joinedAt))}
        </Typography>
      </Box>
      <TextField
        select
        size="small"
        label="Role"
        value={member.role}
        disabled={change.isPending}
        onChange={(event) => change.mutate({ memberId: member.id, role: event.target.value as TeamRole })}
        sx={{ flex: '0 0 150px' }}
        // The combobox itself carries the member's name: every row's visible label is 'Role'.
        slotProps={{ select: { SelectDisplayProps: { 'aria-label': `Role of ${member.email}`, 'aria-labelledby': undefined } as object } }}
      >
        {TEAM_ROLES.map((r) => (
          <MenuItem key={r.value} value={r.value}>
            {r.label}
          </MenuItem>
        ))}
      </TextField>
      <Button color="error" onClick={onRemove} aria-label={`Remove ${member.email}`}>
        Remove
      </Button>
    </Box>
  );
}

function Invitations({ invitations }: { invitations: TeamInvitation[] }) {
  const revoke = useRevokeInvitation();
  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="h3" sx={{ fontSize: '1rem' }}>
        Invitations sent
      </Typography>
      <Stack component="ul" spacing={1} aria-label="Invitations sent" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {invitations.map((invitation) => (
          <Box component="li" key={invitation.id} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Box sx={{ flex: 1, minWidth: 180 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{invitation.email}</Typography>
              <Typography variant="body2" color="text.secondary">
                {roleLabel(invitation.role)} · link works until {DAY.format(new Date(invitation.expiresAt))}
              </Typography>
            </Box>
            <Button onClick={() => revoke.mutate(invitation.id)} disabled={revoke.isPending} aria-label={`Revoke the invitation to ${invitation.email}`}>
              Revoke
            </Button>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
