import { describe, expect, it } from 'vitest';
import { statusToastText, STATUS_TOAST_TITLES, UPDATE_FAILED } from './order-toasts';

const order = { _id: '6755d0c4e5f6a7b8c9d0e1f2', deliveryDetails: { name: 'Ada Lovelace' } };

describe('status toasts (docs/product/texts-and-errors.md "Toasts")', () => {
  it('has one text per status', () => {
    expect(STATUS_TOAST_TITLES).toEqual({
      placed: 'Order placed successfully',
      paid: 'Payment confirmed',
      inProgress: 'Order is being prepared',
      outForDelivery: 'Order is out for delivery',
      delivered: 'Order delivered successfully',
      cancelled: 'Order cancelled',
    });
  });

  it('names the customer and the order number', () => {
    expect(statusToastText({ ...order, status: 'outForDelivery' })).toEqual({
      title: 'Order is out for delivery',
      description: 'Ada Lovelace - Order #D0E1F2',
    });
  });

  it('says a failed update in the words of docs/product/texts-and-errors.md', () => {
    expect(UPDATE_FAILED).toEqual({ title: 'Update Failed', description: 'Unable to update order status. Please try again.' });
  });
});
