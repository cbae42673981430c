/** The restaurant's order changes as they happen (docs/architecture/live.md). */
export const DESK_STREAM = '/api/my/restaurant/order/events';
