import type { SeedLocation, SeedPromoCode } from '../catalogue-types.ts';

// Where a lead came from. Location 1 is the site itself; the others are merchant counters
// whose staff hand out codes.
export const locations: SeedLocation[] = [
  { id: 1, name: 'Website (no merchant)' },
  { id: 2, name: 'Dubai Mall customer service desk' },
  { id: 3, name: 'Carrefour City Centre Deira' },
  { id: 4, name: 'Riyadh Park customer service desk' },
  { id: 5, name: 'Jarir Bookstore Olaya, Riyadh' },
];

export const promoCodes: SeedPromoCode[] = [
  { code: '1-1-other', description: 'Default: visitors who came without a code' },
  { code: '2-2-dubaimall', description: 'Dubai Mall desk' },
  { code: '3-3-carrefour', description: 'Carrefour City Centre Deira' },
  { code: '4-4-riyadhpark', description: 'Riyadh Park desk' },
  { code: '5-5-jarir', description: 'Jarir Bookstore Olaya' },
];
