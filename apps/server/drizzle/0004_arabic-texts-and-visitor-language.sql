CREATE TYPE "public"."language" AS ENUM('en', 'ar');--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "title_ar" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "question_options" ADD COLUMN "text_ar" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "text_ar" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "language" "language" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "language" "language" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "language" "language" DEFAULT 'en' NOT NULL;