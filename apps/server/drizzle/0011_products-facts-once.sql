-- Each published fact of a product lives in one place, its `facts` (docs/decisions/0023). Before
-- the columns that repeated them go, the two loan figures the facts did not hold yet move in.
-- A card's columns hold nothing to move: where they differ from its facts the facts win (a fee
-- the bank does not publish is not invented). Products without facts keep none: each of their
-- facts is served "not published".
--
-- Whether a loan is Islamic, with the source its rate type names (the loan's own page).
UPDATE "products"
SET "facts" = jsonb_set(
  "facts",
  '{islamic}',
  jsonb_build_object('value', to_jsonb("is_islamic"), 'source', "facts"->'rateType'->'source')
)
WHERE "product_type" = 'Loan' AND "facts" IS NOT NULL;--> statement-breakpoint
-- The rate a loan was costed at when the bank publishes none: a comparison site's listed rate,
-- named by the first of the loan's sources (else its own page), the day it was checked unknown.
-- Not where it is only the bank's lowest APR again: the facts hold that already and the engine
-- falls back to it (catalogue/facts.ts loanRate).
UPDATE "products"
SET "facts" = jsonb_set(
  "facts",
  '{comparisonRate}',
  jsonb_build_object(
    'value', to_jsonb("interest_rate"),
    'source', jsonb_build_object(
      'url', coalesce("sources"[1], "routing_url"),
      'checkedOn', 'null'::jsonb
    )
  )
)
WHERE "product_type" = 'Loan'
  AND "facts" IS NOT NULL
  AND "facts"->'rate'->'value' = 'null'::jsonb
  AND "interest_rate" IS NOT NULL
  AND "interest_rate" IS DISTINCT FROM ("facts"->'apr'->'value'->>'min')::numeric;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "min_monthly_salary";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "is_islamic";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "annual_fee";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "interest_rate";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "max_tenure_months";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "max_amount";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "processing_fee_percent";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "processing_fee_min";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "processing_fee_max";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "sources";