import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery } from '@mui/material';
import { attemptResult, attemptStatus, formatAttemptAt, type AttemptTone } from './webhook-format';
import type { WebhookAttempt } from './webhook-data-provider';

// Dark enough for white text (axe's 4.5:1), as the 'Taking orders' chip.
const TONE: Record<AttemptTone, string> = { success: '#166534', pending: '#92400e', neutral: '#334155', failure: '#b91c1c' };
const MONO = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.8125rem', fontWeight: 600 } as const;
const SMALL = { fontSize: '0.75rem' } as const;

const keyOf = (attempt: WebhookAttempt) => `${attempt.eventId}-${attempt.attempt}`;

function StatusChip({ attempt }: { attempt: WebhookAttempt }) {
  const { label, tone } = attemptStatus(attempt);
  return <Chip label={label} size="small" sx={{ color: '#fff', bgcolor: TONE[tone], fontWeight: 600 }} />;
}

/** Desktop: a table, one attempt a row. */
function AttemptTable({ attempts, labelledBy, now }: { attempts: WebhookAttempt[]; labelledBy: string; now: Date }) {
  return (
    <Table size="small" aria-labelledby={labelledBy} sx={{ tableLayout: 'fixed', '& td, & th': { verticalAlign: 'top', py: 1 } }}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col" sx={{ width: '26%' }}>
            Event
          </TableCell>
          <TableCell component="th" scope="col" sx={{ width: '18%' }}>
            Time
          </TableCell>
          <TableCell component="th" scope="col">
            Answer
          </TableCell>
          <TableCell component="th" scope="col" sx={{ width: '14rem' }}>
            Status
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {attempts.map((attempt) => (
          <TableRow key={keyOf(attempt)}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              <Box component="code" sx={MONO}>
                {attempt.type}
              </Box>
              <Typography variant="body2" color="text.secondary" sx={SMALL}>
                event {attempt.eventId} · attempt {attempt.attempt}
              </Typography>
            </TableCell>
            <TableCell>
              <time dateTime={attempt.at}>{formatAttemptAt(attempt.at, now)}</time>
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{attemptResult(attempt)}</TableCell>
            <TableCell>
              <StatusChip attempt={attempt} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A phone: four columns do not fit, so each attempt is a list item of two lines. */
function AttemptList({ attempts, labelledBy, now }: { attempts: WebhookAttempt[]; labelledBy: string; now: Date }) {
  return (
    <Box component="ul" aria-labelledby={labelledBy} sx={{ listStyle: 'none', p: 0, m: 0, borderTop: 1, borderColor: 'divider' }}>
      {attempts.map((attempt) => (
        <Box component="li" key={keyOf(attempt)} sx={{ py: 1, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              <Box component="code" sx={MONO}>
                {attempt.type}
              </Box>
              {' · '}
              {attemptResult(attempt)}
            </Typography>
            <StatusChip attempt={attempt} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={SMALL}>
            <time dateTime={attempt.at}>{formatAttemptAt(attempt.at, now)}</time> · event {attempt.eventId} · attempt {attempt.attempt}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** One endpoint's latest attempts, newest first (the API keeps 20 in sight). */
export function DeliveryLog({ attempts, labelledBy }: { attempts: WebhookAttempt[]; labelledBy: string }) {
  // The owner area's phone breakpoint (OwnerTabs).
  const isPhone = useMediaQuery('(max-width: 599.95px)', { noSsr: true });
  if (attempts.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No deliveries yet: the next order change is sent here.
      </Typography>
    );
  }
  const now = new Date();
  const Log = isPhone ? AttemptList : AttemptTable;
  return <Log attempts={attempts} labelledBy={labelledBy} now={now} />;
}
