import { PRIVACY_SHEET_CLOSE_DRAG_PX } from '../../config/ui.ts';

/** vaul's own default: a quarter of the sheet. Used until the sheet has been measured. */
export const DEFAULT_CLOSE_THRESHOLD = 0.25;

/**
 * vaul's closeThreshold is a fraction of the sheet's height, while SPEC section 9 asks for a
 * fixed distance: a downward drag of more than 50 px closes the sheet, whatever the screen.
 * vaul closes at `dragged >= height * threshold`, hence the hair added to make it "more than".
 */
export function closeThresholdFor(sheetHeightPx: number): number {
  if (!(sheetHeightPx > 0)) return DEFAULT_CLOSE_THRESHOLD;
  return Math.min(1, (PRIVACY_SHEET_CLOSE_DRAG_PX + 0.01) / sheetHeightPx);
}
