/** The colours every e-mail shares (docs/architecture/mail.md "Messages"). */
export const BRAND = '#ea580c';
export const MUTED = '#6b7280';
