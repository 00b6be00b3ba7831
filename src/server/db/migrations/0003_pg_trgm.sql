-- Custom migration (not generated): trigram matching for the property search's case-insensitive "contains"
-- (docs/decisions/008-property-search.md). pg_trgm is a trusted contrib extension on PostgreSQL 13+, so the
-- database owner may create it; PGlite loads it in src/server/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
