import type { SeedLocation, SeedPromoCode } from '../catalogue-types.ts';

// Where a lead came from. Location 1 is the site itself; the others are merchant counters
// whose staff hand out codes.
export const locations: SeedLocation[] = [
  { id: 1, name: 'Website (no merchant)', nameAr: 'الموقع الإلكتروني (دون تاجر)' },
  { id: 2, name: 'Dubai Mall customer service desk', nameAr: 'مكتب خدمة العملاء في دبي مول' },
  { id: 3, name: 'Carrefour City Centre Deira', nameAr: 'كارفور سيتي سنتر ديرة' },
  { id: 4, name: 'Riyadh Park customer service desk', nameAr: 'مكتب خدمة العملاء في الرياض بارك' },
  { id: 5, name: 'Jarir Bookstore Olaya, Riyadh', nameAr: 'مكتبة جرير، العليا، الرياض' },
];

export const promoCodes: SeedPromoCode[] = [
  {
    code: '1-1-other',
    description: 'Default: visitors who came without a code',
    descriptionAr: 'افتراضي: الزوار الذين وصلوا دون رمز',
  },
  { code: '2-2-dubaimall', description: 'Dubai Mall desk', descriptionAr: 'مكتب دبي مول' },
  {
    code: '3-3-carrefour',
    description: 'Carrefour City Centre Deira',
    descriptionAr: 'كارفور سيتي سنتر ديرة',
  },
  { code: '4-4-riyadhpark', description: 'Riyadh Park desk', descriptionAr: 'مكتب الرياض بارك' },
  { code: '5-5-jarir', description: 'Jarir Bookstore Olaya', descriptionAr: 'مكتبة جرير، العليا' },
];
