CREATE TYPE "public"."country" AS ENUM('ae', 'sa');--> statement-breakpoint
CREATE TYPE "public"."product_type" AS ENUM('Card', 'Loan');--> statement-breakpoint
ALTER TABLE "banners" ALTER COLUMN "country" SET DATA TYPE "public"."country" USING "country"::"public"."country";--> statement-breakpoint
ALTER TABLE "features" ALTER COLUMN "product_type" SET DEFAULT 'Card'::"public"."product_type";--> statement-breakpoint
ALTER TABLE "features" ALTER COLUMN "product_type" SET DATA TYPE "public"."product_type" USING "product_type"::"public"."product_type";--> statement-breakpoint
ALTER TABLE "organizations" ALTER COLUMN "country" SET DATA TYPE "public"."country" USING "country"::"public"."country";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "country" SET DATA TYPE "public"."country" USING "country"::"public"."country";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "product_type" SET DATA TYPE "public"."product_type" USING "product_type"::"public"."product_type";--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "country" SET DATA TYPE "public"."country" USING "country"::"public"."country";--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "product_type" SET DATA TYPE "public"."product_type" USING "product_type"::"public"."product_type";--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "country" SET DATA TYPE "public"."country" USING "country"::"public"."country";--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "application_type" SET DATA TYPE "public"."product_type" USING "application_type"::"public"."product_type";--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "country" SET DATA TYPE "public"."country" USING "country"::"public"."country";--> statement-breakpoint
ALTER TABLE "support_requests" ALTER COLUMN "country" SET DATA TYPE "public"."country" USING "country"::"public"."country";