// The PostgreSQL extensions the portal's schema uses, as PGlite loads them: every PGlite that
// opens the portal's database (the database thread, test images and copies) passes these, as a
// PostgreSQL server has them from its contrib package.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** pg_trgm: the trigram indexes of the lists' searches (migration 0010). */
export const PGLITE_EXTENSIONS = { pg_trgm };
