// The database schema: one drizzle definition that runs on PGlite (embedded) and on PostgreSQL.
// Money is numeric (exact, carried as decimal strings); calendar dates are `date`.
// The tables are defined under tables/; drizzle-kit and the services read them all from here.
export * from './tables/parties';
export * from './tables/records';
export * from './tables/savedViews';
