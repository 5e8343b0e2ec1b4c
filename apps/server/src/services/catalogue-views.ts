import type { Banner, Country, Feature, Language, ProductType, Question } from '@mizan/contracts';
import type { Catalogue, CatalogueFeature } from '../catalogue/index.ts';

// The catalogue as the public calls show it, in the request's language.

const featureView = (feature: CatalogueFeature, language: Language) => ({
  featureId: feature.id,
  featureName: feature.name[language],
  imageUrl: feature.image,
  active: feature.active ? ('Y' as const) : ('N' as const),
});

/** Every feature group with its sub-features (SPEC section 3's Feature). */
export const featureGroupsView = (catalogue: Catalogue, language: Language): Feature[] =>
  catalogue.featureGroups.map(({ group, subFeatures }) => ({
    ...featureView(group, language),
    productType: group.productType,
    subFeatures: subFeatures.map((feature) => featureView(feature, language)),
  }));

export const bannersView = (catalogue: Catalogue, country: Country, language: Language): Banner[] =>
  catalogue.banners(country).map((banner) => ({
    id: banner.id,
    title: banner.title[language],
    description: banner.description[language],
    imageUrl: banner.image,
    routingUrl: banner.routingUrl,
  }));

/** The screening questions; score points stay on the server, the client needs the texts and hard stops. */
export const questionsView = (
  catalogue: Catalogue,
  country: Country,
  productType: ProductType,
  language: Language,
): Question[] =>
  catalogue.questions(country, productType).map((question) => ({
    questionId: question.id,
    question: question.text[language],
    options: question.options.map((option) => ({
      optionId: option.id,
      optionText: option.text[language],
      hardStop: option.hardStop,
    })),
  }));
