import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { VISUALLY_HIDDEN } from '../visually-hidden';
import { ReplyForm } from './ReplyForm';
import type { Review } from './review-data-provider';
import { useMyReviews } from './review-queries';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * The Reviews tab (docs/product/decisions.md "After the order"): the restaurant's reviews, newest
 * first, each with its reply, or a reply box while it has none (the owner answers each once).
 */
export function ReviewsPanel() {
  const { data, error, isPending, refetch, restaurantId, noRestaurant } = useMyReviews();
  if (noRestaurant) return <Typography>Create your restaurant first: its reviews show here.</Typography>;
  return (
    <Stack component="section" aria-labelledby="reviews-title" spacing={2}>
      <Typography id="reviews-title" variant="h2">
        Reviews
      </Typography>
      {error && (
        <Alert severity="error" action={<Button onClick={() => refetch()}>Try again</Button>}>
          Failed to get reviews
        </Alert>
      )}
      {isPending && !error && <Typography role="status">Loading...</Typography>}
      {data && data.data.length === 0 && <Typography sx={{ fontWeight: 600 }}>No reviews yet.</Typography>}
      {data && data.data.length > 0 && (
        <Stack component="ul" spacing={2} aria-label="Reviews of your restaurant" sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {data.data.map((review) => (
            <ReviewCard key={review._id} review={review} restaurantId={restaurantId} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ReviewCard({ review, restaurantId }: { review: Review; restaurantId: string | undefined }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography component="p" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Box component="span" sx={{ color: 'warning.dark', letterSpacing: 2 }} aria-hidden="true">
            {'★'.repeat(review.rating)}
            <Box component="span" sx={{ color: 'text.disabled' }}>
              {'★'.repeat(5 - review.rating)}
            </Box>
          </Box>
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {review.rating} out of 5 stars
          </Box>
          <Box component="span" sx={{ fontWeight: 700 }}>
            {review.customerName}
          </Box>
          <Box component="time" dateTime={review.createdAt} sx={{ color: 'text.secondary' }}>
            {DAY.format(new Date(review.createdAt))}
          </Box>
        </Typography>
        {review.comment && <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.comment}</Typography>}
        {review.reply ? (
          <Box sx={{ borderLeft: 4, borderColor: 'divider', pl: 2 }}>
            <Typography sx={{ fontWeight: 700 }}>Your reply</Typography>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.reply.text}</Typography>
          </Box>
        ) : (
          <ReplyForm review={review} restaurantId={restaurantId} />
        )}
      </Stack>
    </Paper>
  );
}
