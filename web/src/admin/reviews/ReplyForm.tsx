import { Alert, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useUnsavedChanges } from '../unsaved-changes';
import type { Review } from './review-data-provider';
import { useReplyToReview } from './review-queries';

/** docs/product/decisions.md "After the order". */
const REPLY_MAX = 1000;

/** The reply box of an unanswered review; once sent, the list shows the reply in its place. */
export function ReplyForm({ review, restaurantId }: { review: Review; restaurantId: string | undefined }) {
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const reply = useReplyToReview(restaurantId);
  useUnsavedChanges(`reply-${review._id}`, text.trim() !== '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setEmpty(true);
    reply.mutate({ reviewId: review._id, text });
  };
  return (
    <Stack component="form" spacing={1} onSubmit={submit} noValidate>
      <TextField
        label={`Reply to ${review.customerName}`}
        value={text}
        onChange={(event) => (setText(event.target.value), setEmpty(false))}
        multiline
        minRows={2}
        size="small"
        error={empty}
        helperText={empty ? 'Write a reply first' : `${text.length} / ${REPLY_MAX}`}
        slotProps={{ htmlInput: { maxLength: REPLY_MAX } }}
      />
      {reply.error && <Alert severity="error">{reply.error.message}</Alert>}
      <Button type="submit" variant="contained" disabled={reply.isPending} sx={{ alignSelf: 'flex-start' }}>
        Send reply
      </Button>
    </Stack>
  );
}
