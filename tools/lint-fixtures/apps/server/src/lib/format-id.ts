// Clean: lib/ imports nothing of ours above it.
export const formatId = (prefix: string) => `${prefix}-1`;
