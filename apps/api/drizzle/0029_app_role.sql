-- The role the application works as on a PostgreSQL server (issue 28 item 8; docs/database-role.md):
-- not a superuser and not the tables' owner, so it can neither switch the audit trail's
-- append-only triggers off nor replicate around them. It may read and write rows, nothing else.
-- Roles belong to the whole server: made once, kept when it exists. A migrating user that may
-- not create roles leaves it to the administrator (the documented commands), and works as itself.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'aml_app') THEN
    BEGIN
      CREATE ROLE aml_app NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS;
    EXCEPTION
      WHEN duplicate_object OR unique_violation THEN NULL; -- another database migrating at once
      WHEN insufficient_privilege THEN
        RAISE NOTICE 'aml_app was not created: the migrating user may not create roles';
    END;
  END IF;
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'aml_app') THEN
    GRANT USAGE ON SCHEMA public TO aml_app;
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO aml_app;
    GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO aml_app;
    -- Tables and sequences of later migrations too.
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO aml_app;
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO aml_app;
  END IF;
END
$$;
