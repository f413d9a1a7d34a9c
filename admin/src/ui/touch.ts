/** A control a thumb can hit on a phone: at least 44 px tall (Apple's and WCAG's target size). */
export const TOUCH = { minHeight: 44, minWidth: 44 } as const;
