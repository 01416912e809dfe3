// The e2e suite reads the route table from this path; the table itself lives in lib/ so pages and the guard can use it.
export * from '../lib/route-table.ts';
