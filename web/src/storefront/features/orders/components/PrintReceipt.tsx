import { Printer } from 'lucide-react';
import { Button } from '../../../../shared/ui/Button';
import { PrintSheet } from '../../../../shared/print/PrintSheet';
import { usePrint } from '../../../../shared/print/use-print';
import type { Order } from '../api/get-my-orders';
import { OrderReceipt } from './OrderReceipt';

/** 'Print receipt': prints this order's receipt alone (docs/product/screens.md "Printing"). */
export function PrintReceipt({ order, orderLabel }: { order: Order; orderLabel: string }) {
  const { printing, print } = usePrint();
  return (
    <>
      <Button variant="outline" onClick={print} aria-label={`Print receipt for ${orderLabel}`} className="self-start">
        <Printer aria-hidden="true" className="size-4" />
        Print receipt
      </Button>
      {printing && (
        <PrintSheet>
          <OrderReceipt order={order} />
        </PrintSheet>
      )}
    </>
  );
}
