-- Issue 28 part 1, decision 069: each seller's lifting tolerance in basis points of the ordered litres (200 = ±2 %).
ALTER TABLE "accounts" ADD COLUMN "lifting_tolerance_bp" integer DEFAULT 200 NOT NULL CHECK ("lifting_tolerance_bp" BETWEEN 0 AND 1000);
