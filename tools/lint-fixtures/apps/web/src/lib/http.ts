// Clean: lib/ imports nothing of ours.
export const http = (url: string) => fetch(url);
