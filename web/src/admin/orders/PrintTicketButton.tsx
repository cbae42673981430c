import { Button } from '@mui/material';
import { Printer } from 'lucide-react';
import { PrintSheet } from '../../shared/print/PrintSheet';
import { usePrint } from '../../shared/print/use-print';
import { KitchenTicket, TICKET_PAGE } from './KitchenTicket';
import type { Order } from './order-data-provider';
import { orderNumber } from './order-format';

/** 'Print ticket': prints this one order's kitchen ticket (docs/product/screens.md "Printing"). */
export function PrintTicketButton({ order }: { order: Order }) {
  const { printing, print } = usePrint();
  return (
    <>
      <Button
        variant="outlined"
        onClick={print}
        startIcon={<Printer size={18} aria-hidden />}
        aria-label={`Print ticket for order #${orderNumber(order._id)}`}
        sx={{ minHeight: 40 }}
      >
        Print ticket
      </Button>
      {printing && (
        <PrintSheet page={TICKET_PAGE}>
          <KitchenTicket order={order} />
        </PrintSheet>
      )}
    </>
  );
}
