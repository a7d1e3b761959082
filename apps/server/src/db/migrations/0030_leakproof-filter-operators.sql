-- Row-level security keeps a request's own filters from running before the shop policy unless
-- their functions are LEAKPROOF, and so from using an index: a search (LIKE on a trigram index),
-- a status filter (enum equality) or a case-folded lookup (lower(email)) became a scan of every
-- row of the shop (ADR 034). These built-in functions raise no error that depends on a row's
-- value, so marking them is safe for our threat model: a query of our own that forgets its shop
-- filter, never SQL written by a user. Only a superuser may mark them; under any other database
-- user the policies hold the same and such queries are slower.
DO $$
DECLARE
  signature text;
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    RAISE NOTICE 'not a superuser: filter operators stay non-leakproof (slower scoped queries)';
    RETURN;
  END IF;
  FOREACH signature IN ARRAY ARRAY[
    'textlike(text,text)', 'textnlike(text,text)', 'texticlike(text,text)', 'texticnlike(text,text)',
    'lower(text)', 'upper(text)', 'replace(text,text,text)', 'translate(text,text,text)',
    'enum_eq(anyenum,anyenum)', 'enum_ne(anyenum,anyenum)', 'enum_lt(anyenum,anyenum)',
    'enum_le(anyenum,anyenum)', 'enum_gt(anyenum,anyenum)', 'enum_ge(anyenum,anyenum)',
    'numeric_eq(numeric,numeric)', 'numeric_ne(numeric,numeric)', 'numeric_lt(numeric,numeric)',
    'numeric_le(numeric,numeric)', 'numeric_gt(numeric,numeric)', 'numeric_ge(numeric,numeric)',
    'array_eq(anyarray,anyarray)', 'arraycontains(anyarray,anyarray)', 'arrayoverlap(anyarray,anyarray)',
    'range_overlaps(anyrange,anyrange)', 'tstzrange(timestamptz,timestamptz)'
  ] LOOP
    EXECUTE format('ALTER FUNCTION %s LEAKPROOF', signature);
  END LOOP;
END $$;
