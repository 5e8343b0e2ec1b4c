import { describe, expect, it } from 'vitest';
import { catalogueImageSrc, productImageSrc } from './catalogue-image.ts';

// The addresses the server serves images at (SPEC section 7): built from the route table, they
// must stay the ones every page and the console's preview have always asked for.
describe('catalogue image addresses', () => {
  it("gives a product's image by its id", () => {
    expect(productImageSrc(42)).toBe('/api/products/public/image/42');
  });

  it("gives a shipped file from its folder's route", () => {
    expect(catalogueImageSrc('gold-card.svg', 'products')).toBe(
      '/api/images/public/product/gold-card.svg',
    );
    expect(catalogueImageSrc('lounge.svg', 'features')).toBe('/api/images/public/lounge.svg');
    expect(catalogueImageSrc('aed-200-bonus.svg', 'banners')).toBe(
      '/api/images/public/banner/aed-200-bonus.svg',
    );
  });

  it('encodes a shipped name that is not a bare file name', () => {
    expect(catalogueImageSrc('a b/c.svg', 'features')).toBe('/api/images/public/a%20b%2Fc.svg');
  });

  it('keeps the address an uploaded image is stored by', () => {
    const uploaded = '/api/images/uploads/AAAAAAAAAAAAAAAAAAAAAA.png';
    expect(catalogueImageSrc(uploaded, 'banners')).toBe(uploaded);
  });
});
