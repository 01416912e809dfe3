-- Trigram search (fuzzy job and talent search) on both PGlite and PostgreSQL.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
