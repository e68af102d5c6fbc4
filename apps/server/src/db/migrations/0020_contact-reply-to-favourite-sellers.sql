-- Issue 18, decision 046: the contact form's mail goes to the brand's address with the sender's
-- address as Reply-To; the outbox keeps it so the development mailbox (and a resend) shows it.
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;
--> statement-breakpoint
-- A favourite market names sellers too (wizard step 3); lists saved before name none, which means all.
UPDATE "favourites" SET "config" = "config" || '{"sellerIds": []}'::jsonb WHERE NOT ("config" ? 'sellerIds');
