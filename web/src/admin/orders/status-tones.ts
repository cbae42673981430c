import type { OrderStatus } from './order-status';

/**
 * The storefront's status hues (Tailwind 50/200/800 shades): dark text on a pale tint for
 * AA contrast, a stronger shade for progress bars. The label always says it too.
 */
export const STATUS_TONES: Readonly<Record<OrderStatus, { bg: string; border: string; text: string; bar: string }>> = {
  placed: { bg: '#f8fafc', border: '#cbd5e1', text: '#334155', bar: '#64748b' },
  paid: { bg: '#f0f9ff', border: '#bae6fd', text: '#075985', bar: '#0284c7' },
  inProgress: { bg: '#fffbeb', border: '#fde68a', text: '#78350f', bar: '#d97706' },
  outForDelivery: { bg: '#eef2ff', border: '#c7d2fe', text: '#3730a3', bar: '#4f46e5' },
  delivered: { bg: '#f0fdf4', border: '#bbf7d0', text: '#166534', bar: '#16a34a' },
  cancelled: { bg: '#f1f5f9', border: '#cbd5e1', text: '#334155', bar: '#94a3b8' },
};
