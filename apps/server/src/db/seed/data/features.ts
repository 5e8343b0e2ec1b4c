import type { SeedFeatureGroup, SeedSubFeature } from '../catalogue-types.ts';

const sub = (key: string, name: string, nameAr: string): SeedSubFeature => ({
  key,
  name,
  nameAr,
  image: `${key}.svg`,
});

// The card features a visitor ranks. Keys are global: a sub-feature key never repeats across
// groups. A card carries cashback sub-features or reward sub-features, never both. nameAr is the
// Arabic a Gulf bank's site uses for the same feature.
export const featureGroups: SeedFeatureGroup[] = [
  {
    key: 'cashback',
    name: 'Cashback',
    nameAr: 'الاسترداد النقدي',
    image: 'cashback.svg',
    subFeatures: [
      sub('cashback-dining', 'Dining cashback', 'استرداد نقدي على المطاعم'),
      sub('cashback-grocery', 'Grocery cashback', 'استرداد نقدي على مشتريات البقالة'),
      sub('cashback-fuel', 'Fuel cashback', 'استرداد نقدي على الوقود'),
      sub('cashback-online', 'Online shopping cashback', 'استرداد نقدي على التسوق الإلكتروني'),
      sub(
        'cashback-international',
        'Cashback on spend abroad',
        'استرداد نقدي على الإنفاق خارج الدولة',
      ),
      sub('cashback-everyday', 'Cashback on everyday spend', 'استرداد نقدي على المشتريات اليومية'),
    ],
  },
  {
    key: 'rewards',
    name: 'Reward points & miles',
    nameAr: 'نقاط المكافآت والأميال',
    image: 'rewards.svg',
    subFeatures: [
      sub('rewards-points', 'Points on every spend', 'نقاط على كل عملية شراء'),
      sub('rewards-miles', 'Air miles', 'أميال السفر'),
      sub('rewards-partner', 'Shopping & partner rewards', 'مكافآت التسوق والشركاء'),
      sub('rewards-welcome', 'Welcome bonus', 'مكافأة ترحيبية'),
    ],
  },
  {
    key: 'travel',
    name: 'Travel',
    nameAr: 'السفر',
    image: 'travel.svg',
    subFeatures: [
      sub('travel-lounge', 'Airport lounge access', 'دخول صالات المطارات'),
      sub('travel-insurance', 'Travel insurance', 'تأمين السفر'),
      sub('travel-low-fx', 'Low foreign currency fee', 'رسوم منخفضة على العملات الأجنبية'),
      sub('travel-hotel-discounts', 'Hotel & travel discounts', 'خصومات الفنادق والسفر'),
    ],
  },
  {
    key: 'lifestyle',
    name: 'Lifestyle & entertainment',
    nameAr: 'أسلوب الحياة والترفيه',
    image: 'lifestyle.svg',
    subFeatures: [
      sub('lifestyle-cinema', 'Cinema offers', 'عروض السينما'),
      sub('lifestyle-dining', 'Dining discounts', 'خصومات المطاعم'),
      sub('lifestyle-valet', 'Valet parking', 'خدمة صف السيارات'),
      sub('lifestyle-golf', 'Golf', 'الغولف'),
    ],
  },
  {
    key: 'fees',
    name: 'Fees & charges',
    nameAr: 'الرسوم والتكاليف',
    image: 'fees.svg',
    subFeatures: [
      sub('fees-no-annual-fee', 'No annual fee', 'بدون رسوم سنوية'),
      sub('fees-first-year-free', 'First year free', 'مجانية في السنة الأولى'),
      sub('fees-easy-payment-plans', 'Easy payment plans', 'خطط التقسيط الميسّرة'),
      sub('fees-balance-transfer', 'Balance transfer', 'تحويل الرصيد'),
    ],
  },
  {
    key: 'banking',
    name: 'Banking',
    nameAr: 'الخدمات المصرفية',
    image: 'banking.svg',
    subFeatures: [
      sub('banking-islamic', 'Islamic (Sharia-compliant)', 'إسلامية (متوافقة مع أحكام الشريعة)'),
      sub('banking-instant', 'Instant issuance', 'إصدار فوري'),
      sub('banking-supplementary', 'Supplementary cards', 'بطاقات إضافية'),
      // Apple writes "Apple Pay" in Latin letters in its Arabic material too.
      sub('banking-mobile-wallet', 'Apple Pay & mobile wallets', 'Apple Pay والمحافظ الرقمية'),
    ],
  },
];
