import { loadSonner } from './sonner';

/** docs/product/constants.md "Notifications": default toasts stay 4 s (the Toaster's default), error toasts 5 s. */
export const ERROR_TOAST_MS = 5000;

export function notifyError(message: string, options: { id?: string; description?: string } = {}): void {
  void loadSonner().then(({ toast }) => toast.error(message, { duration: ERROR_TOAST_MS, ...options }));
}

export function notifySuccess(message: string, options: { description?: string } = {}): void {
  void loadSonner().then(({ toast }) => toast.success(message, options));
}

/** A neutral notice: sonner's plain style (its info tint falls short of AA contrast). */
export function notifyInfo(message: string, options: { id?: string; description?: string } = {}): void {
  void loadSonner().then(({ toast }) => toast(message, options));
}
