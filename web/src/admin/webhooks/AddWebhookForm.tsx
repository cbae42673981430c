import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { serverMessageOf } from '../restaurant/server-errors';
import { useUnsavedChanges } from '../unsaved-changes';
import type { NewWebhook } from './webhook-data-provider';
import { urlHint } from './webhook-format';
import { useAddWebhook } from './webhook-queries';

const EMPTY = "Enter your receiver's address";

interface AddWebhookFormProps {
  onAdded(added: NewWebhook): void;
  /** The 'Add webhook' button: focus comes back to it when the secret's dialog closes. */
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * Registers an endpoint. The hint under the field only advises; the server decides, and its
 * refusal (a 400 naming the address, the 409 past 3) shows in its own words.
 */
export function AddWebhookForm({ onAdded, buttonRef }: AddWebhookFormProps) {
  const titleId = useId();
  const [url, setUrl] = useState('');
  const [empty, setEmpty] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const add = useAddWebhook();
  useUnsavedChanges('webhook', url.trim() !== '');
  const refusal = add.error ? (serverMessageOf(add.error) ?? add.error.message) : undefined;
  const problem = empty ? EMPTY : refusal;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    if (url.trim() === '') {
      setEmpty(true);
      field.current?.focus();
      return;
    }
    add.mutate(url.trim(), {
      onSuccess: (added) => {
        setUrl('');
        onAdded(added);
      },
    });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby={titleId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={titleId} component="h3" variant="h3" sx={{ fontSize: '1rem' }}>
        Add a webhook
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <TextField
          label="Endpoint URL"
          type="url"
          placeholder="https://pos.example.com/hooks/orders"
          value={url}
          inputRef={field}
          onChange={(event) => {
            setUrl(event.target.value);
            setEmpty(false);
            if (add.error) add.reset();
          }}
          error={problem !== undefined}
          helperText={urlHint(url) ?? 'Up to 3 per restaurant; each gets every order change.'}
          // The hint stays grey: the refusal below says what is wrong.
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false }, formHelperText: { error: false } }}
        />
        <Button ref={buttonRef} type="submit" variant="contained" aria-disabled={add.isPending} sx={{ minHeight: 40, flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}>
          {add.isPending ? 'Adding...' : 'Add webhook'}
        </Button>
      </Box>
      {problem && (
        <Alert severity="error" role="alert" sx={{ overflowWrap: 'anywhere' }}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}
