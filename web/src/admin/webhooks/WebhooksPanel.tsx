import { Alert, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AddWebhookForm } from './AddWebhookForm';
import { RemoveWebhookDialog } from './RemoveWebhookDialog';
import { SecretDialog } from './SecretDialog';
import type { NewWebhook, Webhook } from './webhook-data-provider';
import { useWebhooks } from './webhook-queries';
import { WebhookCard } from './WebhookCard';

/**
 * Integrator webhooks (docs/architecture/webhooks.md): the restaurant's endpoints with their
 * delivery logs, adding one (its secret shown once) and removing one. Below the restaurant
 * form: set up once, rarely visited. Each dialog gives focus back to the button that opened
 * it; after a removal, whose button is gone, to the section's heading.
 */
export function WebhooksPanel() {
  const { data: webhooks, error, isPending, refetch } = useWebhooks();
  const [added, setAdded] = useState<NewWebhook>();
  const [removing, setRemoving] = useState<Webhook>();
  const heading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const afterRemoveDialog = () =>
    setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body) heading.current?.focus();
    });

  return (
    <Paper component="section" aria-labelledby="webhooks-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id="webhooks-title" ref={heading} tabIndex={-1} variant="h2" sx={{ outline: 'none' }}>
          Webhooks
        </Typography>
        <Typography color="text.secondary">
          Send every order change to your own systems (a till, a delivery app) as it happens.{' '}
          <Link component={RouterLink} to="/api-docs" sx={{ fontWeight: 600 }}>
            The API docs
          </Link>{' '}
          show the events and how to verify their signatures.
        </Typography>
        {error && (
          <Alert severity="error" action={<Button onClick={() => refetch()}>Try again</Button>}>
            Failed to get webhooks
          </Alert>
        )}
        {isPending && <Typography role="status">Loading...</Typography>}
        {webhooks?.length === 0 && <Typography sx={{ fontWeight: 600 }}>No webhooks yet.</Typography>}
        {webhooks && webhooks.length > 0 && (
          <Stack component="ul" spacing={2} aria-label="Your webhooks" sx={{ p: 0, m: 0 }}>
            {webhooks.map((webhook) => (
              <WebhookCard key={webhook.id} webhook={webhook} onRemove={() => setRemoving(webhook)} />
            ))}
          </Stack>
        )}
        <AddWebhookForm onAdded={setAdded} buttonRef={addButton} />
      </Stack>
      <SecretDialog added={added} onClose={() => setAdded(undefined)} onExited={() => addButton.current?.focus()} />
      <RemoveWebhookDialog webhook={removing} onClose={() => setRemoving(undefined)} onExited={afterRemoveDialog} />
    </Paper>
  );
}
