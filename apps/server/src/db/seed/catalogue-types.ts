// Shapes of the demo catalogue's seed data. Keys are stable slugs so that seed files can refer
// to each other without knowing database ids; the seeder turns them into rows.

import type { Country, ProductType } from '@mizan/contracts';

export interface SeedOrganization {
  key: string;
  name: string;
  /** The bank's official Arabic name. */
  nameAr: string;
  country: Country;
  websiteUrl: string;
}

interface SeedProductBase {
  key: string;
  country: Country;
  /** SeedOrganization.key */
  organization: string;
  name: string;
  /** The bank's own Arabic name where it publishes one, else `name` as the bank writes it. */
  nameAr: string;
  /** Shown as separate lines to the visitor. */
  description: string[];
  /** The same lines in Arabic, line by line. */
  descriptionAr: string[];
  /** The partner page the visitor is sent to when applying. */
  routingUrl: string;
  /** File name under assets/images/products. */
  image: string;
  instantIssuance: boolean;
  // The published figures (minimum salary, Islamic or not, fees, rates, limits) are the product's
  // facts (data/facts), each with its source: they are kept there only.
}

export interface SeedCard extends SeedProductBase {
  /** Most cashback a cardholder can earn in a month, in the country's currency; 0 if none. */
  incentive: number;
  /** SeedSubFeature.key values; never cashback and reward-points sub-features together. */
  features: string[];
}

export interface SeedLoan extends SeedProductBase {
  /** The least the bank lends, in the country's currency (not among the published facts). */
  minAmount: number;
}

export interface SeedSubFeature {
  key: string;
  name: string;
  nameAr: string;
  /** File name under assets/images/features. */
  image: string;
}

export interface SeedFeatureGroup {
  key: string;
  name: string;
  nameAr: string;
  image: string;
  subFeatures: SeedSubFeature[];
}

/** What a question tells the engine; see src/engine/applicant-profile.ts. */
export type SeedQuestionTopic =
  'salary' | 'employment' | 'residency' | 'obligations' | 'age' | 'islamic';

export interface SeedOption {
  text: string;
  textAr: string;
  /** Credit-score points; the score is points earned over points possible. */
  points: number;
  hardStop?: boolean;
  /**
   * The number the engine reads for this answer: monthly salary (lower bound of the band, in
   * the country's currency) for 'salary', share of salary already committed (0-1) for
   * 'obligations', 1 for "Islamic products only" for 'islamic', 1 for retired for 'employment',
   * 1 for a citizen for 'residency'.
   */
  value?: number;
}

export interface SeedQuestion {
  topic: SeedQuestionTopic;
  country: Country;
  productType: ProductType;
  text: string;
  textAr: string;
  options: SeedOption[];
}

export interface SeedBanner {
  id: number;
  country: Country | null;
  title: string;
  titleAr: string;
  description: string;
  descriptionAr: string;
  /** File name under assets/images/banners. */
  image: string;
  routingUrl: string;
}

export interface SeedLocation {
  id: number;
  name: string;
  nameAr: string;
}

export interface SeedPromoCode {
  /** "<merchant>-<locationId>-<name>": the second part is the location id. */
  code: string;
  description: string;
  descriptionAr: string;
}
