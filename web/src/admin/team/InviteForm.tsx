import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { notifySuccess } from '../../shared/ui/notify';
import { serverMessageOf } from '../restaurant/server-errors';
import type { TeamRole } from './team-data-provider';
import { useInvite } from './team-queries';
import { TEAM_ROLES } from './team-roles';

/** Invites an address to a role; the server's refusal (a 409 for someone on the team or invited) shows in its words. */
export function InviteForm() {
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('kitchen');
  const invite = useInvite();
  const problem = invite.error ? (serverMessageOf(invite.error) ?? invite.error.message) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    invite.mutate(
      { email: email.trim(), role },
      {
        onSuccess: (sent) => {
          setEmail('');
          notifySuccess(`Invitation sent to ${sent.email}`);
        },
      },
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby={titleId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={titleId} component="h3" variant="h3" sx={{ fontSize: '1rem' }}>
        Invite someone
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          label="E-mail"
          type="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (invite.error) invite.reset();
          }}
          error={problem !== undefined}
          sx={{ flex: '1 1 240px' }}
          slotProps={{ htmlInput: { autoComplete: 'off' } }}
        />
        <TextField select label="Role" value={role} onChange={(event) => setRole(event.target.value as TeamRole)} sx={{ flex: '1 0 140px', maxWidth: { sm: 180 } }}>
          {TEAM_ROLES.map((r) => (
            <MenuItem key={r.value} value={r.value}>
              {r.label}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" aria-disabled={invite.isPending} sx={{ minHeight: 40, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
          {invite.isPending ? 'Sending...' : 'Send invitation'}
        </Button>
      </Box>
      <Typography color="text.secondary" variant="body2">
        {TEAM_ROLES.find((r) => r.value === role)!.does}. The link in the e-mail works once, for 7 days.
      </Typography>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
    </Box>
  );
}
