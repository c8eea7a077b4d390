// Zod-free: the rewards screen and the admin's list import these without the schemas.

/**
 * Where a redemption stands: pending until an admin fulfils it (the user has it) or cancels it (the points
 * come back, once).
 */
export const REDEMPTION_STATUSES = ['pending', 'fulfilled', 'cancelled'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];
export const REDEMPTION_STATUS_LABELS: Record<RedemptionStatus, string> = {
  pending: 'Pending',
  fulfilled: 'Fulfilled',
  cancelled: 'Cancelled',
};
export const REDEMPTION_NOT_FOUND = 'Redemption not found';
export const redemptionAlreadyMessage = (status: RedemptionStatus) => `This redemption was already ${status}`;
