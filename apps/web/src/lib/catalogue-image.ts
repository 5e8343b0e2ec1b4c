import { uploadedImageName } from '@mizan/contracts';

/** The routes that serve the images shipped with the site, by folder, each taking a file name. */
const SHIPPED_IMAGE_ROUTES = {
  products: '/api/images/public/product/',
  features: '/api/images/public/',
  banners: '/api/images/public/banner/',
} as const;

/**
 * Where the site serves a catalogue item's image: one uploaded in the console at its own address
 * (what the item stores), a shipped file from its folder's route.
 */
export const catalogueImageSrc = (image: string, folder: keyof typeof SHIPPED_IMAGE_ROUTES) =>
  uploadedImageName(image) === null
    ? `${SHIPPED_IMAGE_ROUTES[folder]}${encodeURIComponent(image)}`
    : image;
