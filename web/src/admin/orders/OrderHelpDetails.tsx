import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { formatPence } from '../../shared/format/money';
import { HELP_KIND_LABELS, helpLines, type OrderHelp } from '../../shared/orders/order-help';
import { ProofPhoto } from '../../shared/orders/ProofPhoto';
import { useMyRole } from '../team/team-queries';
import { HelpAnswerDialog } from './HelpAnswerDialog';
import type { OrderRecord } from './order-data-provider';

const ANSWERS = ['owner', 'manager'];

/** The card's mark of a report (docs/product/decisions.md "Order help"): open ones stand out. */
export function helpMark(help: OrderHelp | undefined): string | undefined {
  if (!help) return undefined;
  if (help.status === 'open') return `Problem reported: ${HELP_KIND_LABELS[help.kind]}`;
  return help.status === 'approved' ? `Report refunded: ${formatPence(help.refundAmount ?? 0)}` : 'Report declined';
}

/**
 * The report in the order's details: what, which lines, the note and the photo, and for the owner
 * and managers (the policy table's) Approve and Decline while it is open.
 */
export function OrderHelpDetails({ order }: { order: OrderRecord }) {
  const role = useMyRole().data?.role;
  const [mode, setMode] = useState<'approve' | 'decline' | null>(null);
  const help = order.help;
  if (!help) return null;
  const answers = role !== undefined && ANSWERS.includes(role);
  return (
    <Box component="section" aria-labelledby="order-help-title" sx={{ display: 'grid', gap: 1, p: 1.5, borderRadius: 1, bgcolor: help.status === 'open' ? '#fff7ed' : 'grey.50' }}>
      <Typography id="order-help-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {helpMark(help)}
      </Typography>
      {help.items.length > 0 && <Typography variant="body2">{helpLines(help)} · {formatPence(help.proposedAmount)}</Typography>}
      {help.note && <Typography variant="body2">“{help.note}”</Typography>}
      {help.status === 'declined' && <Typography variant="body2">Reason given: {help.declineReason}</Typography>}
      {help.photo && answers && <ProofPhoto orderId={order.id} path="/api/my/restaurant/order/{orderId}/help/photo" alt="The customer's photo of the problem" className="max-w-64" />}
      {help.status === 'open' && answers && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => setMode('approve')} sx={{ minHeight: 40 }}>
            Approve refund
          </Button>
          <Button variant="outlined" color="error" onClick={() => setMode('decline')} sx={{ minHeight: 40 }}>
            Decline
          </Button>
        </Box>
      )}
      {mode && <HelpAnswerDialog key={mode} order={order} mode={mode} open onClose={() => setMode(null)} />}
    </Box>
  );
}
