/// <reference types="vite/client" />

/** The id of this build, set by vite.config.ts `define`; dist/build.json carries the same value. */
declare const __BUILD_ID__: string;
