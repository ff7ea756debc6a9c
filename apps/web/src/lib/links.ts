/** Product-wide names and addresses, in one place so that a deployment changes them once (Vite env at build). */

/** Shown on the login page when no company answers to the host name. */
export const PRODUCT_NAME: string = import.meta.env.VITE_PRODUCT_NAME ?? 'Staff';

/** The price list the trial banner links to. */
export const PRICES_URL: string = import.meta.env.VITE_PRICES_URL ?? 'https://www.staff-management.fr/prices';

/** Support address offered to anonymous visitors on About; signed-in users use the /support form instead. */
export const SUPPORT_EMAIL: string | undefined = import.meta.env.VITE_SUPPORT_EMAIL || undefined;
