-- Issue 28 part 1: liftings by CSV upload, a third kind of the CSV uploads (decision 044).
--
-- The new enum value is not used in this migration: PostgreSQL (12 and later) allows ADD VALUE inside
-- a transaction, but a value added there may be used only after its commit (the migrations run in one
-- transaction), as in 0018.
ALTER TYPE "csv_upload_kind" ADD VALUE IF NOT EXISTS 'liftings';
