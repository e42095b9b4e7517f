// The Postgres extensions the migrations create, loaded into every PGlite that opens the shop's data:
// PGlite ships contrib extensions as separate modules, and a database whose indexes use one (the
// orders' trigram search indexes) cannot be written or searched by a PGlite without it.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const PGLITE_EXTENSIONS = { pg_trgm };
