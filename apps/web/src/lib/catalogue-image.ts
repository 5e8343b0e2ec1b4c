import { apiPath, uploadedImageName, type EndpointName } from '@mizan/contracts';

/** The calls (contracts' route table) that serve the images shipped with the site, by folder. */
const SHIPPED_IMAGE_ROUTES = {
  products: 'getProductImageFile',
  features: 'getFeatureImage',
  banners: 'getBannerImage',
} as const satisfies Record<string, EndpointName>;

/**
 * Where the site serves a catalogue item's image: one uploaded in the console at its own address
 * (what the item stores), a shipped file from its folder's route.
 */
export const catalogueImageSrc = (image: string, folder: keyof typeof SHIPPED_IMAGE_ROUTES) =>
  uploadedImageName(image) === null
    ? apiPath(SHIPPED_IMAGE_ROUTES[folder], { imageUrl: image })
    : image;

/** A card's or a loan's image, by its product id: what an offer shows. */
export const productImageSrc = (productId: number) => apiPath('getProductImage', { productId });
