import type { SeedBanner } from '../catalogue-types.ts';

// Promotional banners. Banner 2 is the one the product-choice step shows to every visitor. Its
// Arabic says قرض like the English "loan": cash loans are offered in the UAE only.
export const banners: SeedBanner[] = [
  {
    id: 1,
    country: 'ae',
    title: 'Cashback card month',
    titleAr: 'شهر بطاقات الاسترداد النقدي',
    description:
      'Earn cashback on dining, groceries and everyday spend. Compare UAE cashback cards and apply in minutes.',
    descriptionAr:
      'احصل على استرداد نقدي على المطاعم ومشتريات البقالة والإنفاق اليومي. قارن بطاقات الاسترداد النقدي في الإمارات وقدّم طلبك في دقائق.',
    image: 'uae-cashback-month.svg',
    routingUrl: 'https://www.bankfab.com/en-ae/personal/cards/cashback-credit-card',
  },
  {
    id: 2,
    country: null,
    title: 'A free AED 200 bonus, on us',
    titleAr: 'مكافأة مجانية بقيمة 200 درهم على حسابنا',
    description:
      'Get a free AED 200 bonus for any approved card or instant cash loan you apply for through Mizan.',
    descriptionAr:
      'احصل على مكافأة مجانية بقيمة 200 درهم عن كل بطاقة ائتمانية أو قرض نقدي فوري تتقدم بطلبه عبر ميزان وتتم الموافقة عليه.',
    image: 'aed-200-bonus.svg',
    routingUrl: 'https://www.emiratesnbd.com/en/personal-banking/cards/credit-cards',
  },
  {
    id: 3,
    country: 'sa',
    title: 'Cashback made for Saudi spending',
    titleAr: 'استرداد نقدي يناسب إنفاقك في المملكة',
    description:
      'Up to 10% cashback on dining, supermarkets and online shopping with Saudi cashback cards.',
    descriptionAr:
      'استرداد نقدي يصل إلى 10% على المطاعم والسوبرماركت والتسوق الإلكتروني مع بطاقات الاسترداد النقدي في المملكة العربية السعودية.',
    image: 'ksa-cashback.svg',
    routingUrl:
      'https://www.alrajhibank.com.sa/en/Personal/Cards/Cashback-Cards/Platinum-Cashback-Plus',
  },
];
