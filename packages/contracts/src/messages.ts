import { MAX_COMPARED_PRODUCTS, MAX_MONTHLY_SPEND, MAX_SELECTED_FEATURES } from './constants.ts';
import type { Language } from './rules/language.ts';

// The schemas keep SPEC's English texts as their messages (the server's problem details and the
// web's forms both show them); this is their Arabic, looked up by the English text. A test reads
// the schema sources and fails when a message has no entry here.

/** Every validation message of the schemas (English) with its Arabic equivalent. */
export const ARABIC_MESSAGES: Readonly<Record<string, string>> = {
  // schemas/common.ts
  'X-Country-Key must be AE or SA': 'يجب أن تكون قيمة X-Country-Key إما AE أو SA',
  "must be 'Card' or 'Loan'": "يجب أن تكون 'Card' أو 'Loan'",
  'must be a UUID': 'يجب أن يكون معرّفاً بصيغة UUID',
  'must be a number': 'يجب أن يكون رقماً',
  'must be a whole number': 'يجب أن يكون عدداً صحيحاً',
  'must be positive': 'يجب أن يكون أكبر من صفر',
  'is too large': 'القيمة كبيرة جداً',

  // schemas/image.ts
  'is not an image name': 'ليس اسم صورة صالحاً',

  // schemas/application.ts
  "a new application's status must be 'Created'": "يجب أن تكون حالة الطلب الجديد 'Created'",
  "status can only change to 'Submitted'": "لا يمكن تغيير الحالة إلا إلى 'Submitted'",

  // schemas/customer.ts
  'is required': 'مطلوب',
  'must be at most 100 characters': 'يجب ألا يزيد على 100 حرف',
  'may contain letters and spaces only': 'يجب أن يقتصر على الحروف والمسافات',
  'must be at most 254 characters': 'يجب ألا يزيد على 254 حرفاً',
  'must be a valid email address': 'يجب أن يكون عنوان بريد إلكتروني صحيحاً',
  'must be +971 or +966 followed by an 8 or 9 digit number':
    'يجب أن يبدأ بـ +971 أو +966 يليه رقم من 8 أو 9 خانات',
  'must be at most 64 characters': 'يجب ألا يزيد على 64 حرفاً',
  'is not a valid promo code': 'ليس رمزاً ترويجياً صالحاً',

  // schemas/email.ts
  'must be at most 200 characters': 'يجب ألا يزيد على 200 حرف',
  'must not contain line breaks': 'يجب ألا يحتوي على فواصل أسطر',
  'is too long': 'النص طويل جداً',

  // schemas/feature.ts, schemas/recommendation.ts
  'select at least one feature': 'يرجى اختيار ميزة واحدة على الأقل',
  [`select at most ${MAX_SELECTED_FEATURES} features`]: `يرجى اختيار ${MAX_SELECTED_FEATURES} مزايا كحد أقصى`,
  'a feature may be selected once': 'لا يمكن اختيار الميزة نفسها أكثر من مرة',
  'priorities must run 1, 2, 3... without gaps':
    'يجب أن تكون الأولويات متتالية: 1، 2، 3... دون أي فجوة',
  'must be comma-separated feature ids': 'يجب أن تكون أرقام مزايا تفصل بينها فواصل',
  [`at most ${MAX_SELECTED_FEATURES} features`]: `${MAX_SELECTED_FEATURES} مزايا كحد أقصى`,
  'a feature may appear once': 'لا يمكن أن تتكرر الميزة',
  'at least one product is required': 'يلزم منتج واحد على الأقل',
  'at most 100 products at a time': '100 منتج كحد أقصى في المرة الواحدة',
  'a product may appear once': 'لا يمكن أن يتكرر المنتج',

  // schemas/comparison.ts: filters, spend, value estimates, comparison
  "must be 'true' or 'false'": "يجب أن تكون 'true' أو 'false'",
  'must not be negative': 'يجب ألا يكون سالباً',
  [`must be at most ${MAX_MONTHLY_SPEND} a month`]: `يجب ألا يزيد على ${MAX_MONTHLY_SPEND} شهرياً`,
  "must be 'match' or 'value'": "يجب أن تكون 'match' أو 'value'",
  'at most 50 products at a time': '50 منتجاً كحد أقصى في المرة الواحدة',
  'must be comma-separated product ids': 'يجب أن تكون أرقام منتجات تفصل بينها فواصل',
  'compare at least 2 products': 'يرجى مقارنة 2 من المنتجات على الأقل',
  [`compare at most ${MAX_COMPARED_PRODUCTS} products`]: `يمكن مقارنة ${MAX_COMPARED_PRODUCTS} منتجات كحد أقصى`,

  // schemas/personal-details.ts: the wizard's form (SPEC section 5)
  'Full Name is required': 'الاسم الكامل مطلوب',
  'Full Name must be at most 100 characters': 'يجب ألا يزيد الاسم الكامل على 100 حرف',
  'Full Name may contain letters and spaces only': 'يجب أن يقتصر الاسم الكامل على الحروف والمسافات',
  'Email is required': 'البريد الإلكتروني مطلوب',
  'Please enter a valid email address': 'يرجى إدخال عنوان بريد إلكتروني صحيح',
  'Phone number may contain digits only': 'يجب أن يقتصر رقم الهاتف على الأرقام',
  'Phone number is required': 'رقم الهاتف مطلوب',
  'Phone number is too long': 'رقم الهاتف طويل جداً',
  'Merchant / Promo Code must be at most 64 characters':
    'يجب ألا يزيد رمز التاجر / الرمز الترويجي على 64 حرفاً',
  'Please enter a code like 12-3-merchant, or leave it empty':
    'يرجى إدخال رمز مثل 12-3-merchant، أو ترك الحقل فارغاً',

  // schemas/question.ts
  'at least one answer is required': 'يلزم تقديم إجابة واحدة على الأقل',
  'at most 50 answers at a time': '50 إجابة كحد أقصى في المرة الواحدة',
  'all answers must belong to the same application': 'يجب أن تعود جميع الإجابات إلى الطلب نفسه',
  'each question may be answered once': 'لا تجوز الإجابة عن السؤال الواحد أكثر من مرة',

  // schemas/support.ts: the support form (SPEC section 5)
  'Please enter your full name': 'يرجى إدخال اسمك الكامل',
  'Please enter at most 100 characters': 'يرجى إدخال 100 حرف كحد أقصى',
  'Please use letters and spaces only': 'يرجى استخدام الحروف والمسافات فقط',
  'Please enter your email': 'يرجى إدخال بريدك الإلكتروني',
  'Please enter a valid email': 'يرجى إدخال بريد إلكتروني صحيح',
  'Please enter your message': 'يرجى إدخال رسالتك',
  'Please keep your message under 5000 characters': 'يرجى ألا تتجاوز رسالتك 5000 حرف',
  'Please remove the unusual characters from your message':
    'يرجى حذف الرموز غير المعتادة من رسالتك',
  'Please agree to the terms': 'يرجى الموافقة على الشروط والأحكام',
};

/**
 * A schema's validation message in `language`. English messages come back as they are, and so
 * does any message without an Arabic entry (the contracts' test keeps that list empty).
 */
export function translateMessage(message: string, language: Language): string {
  if (language === 'en') return message;
  return Object.hasOwn(ARABIC_MESSAGES, message) ? ARABIC_MESSAGES[message]! : message;
}
