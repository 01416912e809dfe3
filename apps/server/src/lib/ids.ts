const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path or body id is a UUID: anything else names no row, so callers answer 404 without a query. */
export const isUuid = (value: string) => UUID.test(value);
