-- Decision 016: a parent's price adjustment for a child account is a surcharge of 0 to 10 EUR per
-- 100 L (0 to 100000 in 1/10,000 EUR). A discount would lower what the seller is paid, which no
-- buyer may decide, so earlier discounts fall back to 0 and larger surcharges to the bound. Every
-- changed row is written to the audit log first, so the parent can see what was changed and why.
INSERT INTO "audit_log" ("actor_user_id", "account_id", "entity", "entity_id", "action", "details")
SELECT NULL, a."parent_account_id", 'child_account_settings', s."child_account_id"::text, 'child_account.price_adjustment_bounded',
       jsonb_build_object('beforeE4', s."price_adjustment_e4", 'afterE4', LEAST(GREATEST(s."price_adjustment_e4", 0), 100000), 'reason', 'decision 016')
FROM "child_account_settings" s
JOIN "accounts" a ON a."id" = s."child_account_id"
WHERE s."price_adjustment_e4" < 0 OR s."price_adjustment_e4" > 100000;
--> statement-breakpoint
UPDATE "child_account_settings" SET "price_adjustment_e4" = LEAST(GREATEST("price_adjustment_e4", 0), 100000)
WHERE "price_adjustment_e4" < 0 OR "price_adjustment_e4" > 100000;
--> statement-breakpoint
ALTER TABLE "child_account_settings" ADD CONSTRAINT "child_account_settings_price_adjustment_range"
  CHECK ("price_adjustment_e4" >= 0 AND "price_adjustment_e4" <= 100000);
