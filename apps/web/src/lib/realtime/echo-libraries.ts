/**
 * laravel-echo and pusher-js, as one chunk that echo-client.ts imports on demand: only a signed-in user with real
 * time configured downloads them, so they stay out of the entry bundle a guest loads.
 */
export { default as Echo } from 'laravel-echo';
export { default as Pusher } from 'pusher-js';
