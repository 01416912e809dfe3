/**
 * The product's name, as people read it in the app, its mail and its documents. Free of zod, so the web app's
 * entry bundle can read it without carrying zod (config.ts re-exports it for everyone else).
 */
export const PRODUCT_NAME = 'Borderless';
