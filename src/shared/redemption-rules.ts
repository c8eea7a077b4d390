// Zod-free: the rewards screen and the admin's list import these without the schemas.

/**
 * Where a redemption stands: pending until an admin fulfils it (the user has it) or cancels it (the points
 * come back, once).
 */
export const REDEMPTION_STATUSES = ['pending', 'fulfilled', 'cancelled'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];
export const REDEMPTION_STATUS_LABELS: Record<RedemptionStatus, string> = {
  pending: /*i18n*/ 'Pending',
  fulfilled: /*i18n*/ 'Fulfilled',
  cancelled: /*i18n*/ 'Cancelled',
};
export const REDEMPTION_NOT_FOUND = /*i18n*/ 'Redemption not found';
export const redemptionAlreadyMessage = (status: RedemptionStatus) => ALREADY[status];
const ALREADY: Record<RedemptionStatus, string> = {
  pending: /*i18n*/ 'This redemption was already pending',
  fulfilled: /*i18n*/ 'This redemption was already fulfilled',
  cancelled: /*i18n*/ 'This redemption was already cancelled',
};
