import type { Country, Language, ProblemDetails, ProductType } from '@mizan/contracts';
import type { Localized } from './localized.ts';

export type FieldError = { field: string; message: Localized };

/**
 * An error that becomes an RFC 9457 problem-details response, written in both languages where
 * it is thrown; the error handler answers in the request's. Field names stay as the API spells
 * them: they name parts of the request, not words for the visitor.
 */
export class Problem extends Error {
  constructor(
    readonly status: number,
    readonly title: Localized,
    readonly detail: Localized,
    readonly errors?: FieldError[],
  ) {
    // English in logs.
    super(detail.en);
    this.name = 'Problem';
  }

  details(language: Language): ProblemDetails {
    const problem: ProblemDetails = {
      title: this.title[language],
      detail: this.detail[language],
      status: this.status,
    };
    if (this.errors) {
      problem.errors = this.errors.map((e) => ({ field: e.field, message: e.message[language] }));
    }
    return problem;
  }
}

/** The records a caller can ask for by id, named in each language. */
const RECORDS = {
  application: {
    en: 'Application',
    ar: { title: 'الطلب غير موجود', detail: (id: string) => `لا يوجد طلب بالمعرّف ${id}.` },
  },
  customer: {
    en: 'Customer',
    ar: { title: 'العميل غير موجود', detail: (id: string) => `لا يوجد عميل بالمعرّف ${id}.` },
  },
  image: {
    en: 'Image',
    ar: { title: 'الصورة غير موجودة', detail: (id: string) => `لا توجد صورة بالاسم ${id}.` },
  },
  product: {
    en: 'Product',
    ar: { title: 'المنتج غير موجود', detail: (id: string) => `لا يوجد منتج بالمعرّف ${id}.` },
  },
  productImage: {
    en: 'Product image',
    ar: {
      title: 'صورة المنتج غير موجودة',
      detail: (id: string) => `لا توجد صورة لمنتج بالمعرّف ${id}.`,
    },
  },
} as const;

export const notFound = (what: keyof typeof RECORDS, id: string | number) => {
  const record = RECORDS[what];
  return new Problem(
    404,
    { en: `${record.en} not found`, ar: record.ar.title },
    { en: `No ${record.en.toLowerCase()} has the id ${id}.`, ar: record.ar.detail(String(id)) },
  );
};

export const conflict = (title: Localized, detail: Localized) => new Problem(409, title, detail);

export const unprocessable = (title: Localized, detail: Localized, field?: string) =>
  new Problem(422, title, detail, field ? [{ field, message: detail }] : undefined);

/** 422 naming every field that failed a rule the schema alone cannot check. */
export const invalidFields = (title: Localized, errors: FieldError[]) =>
  new Problem(
    422,
    title,
    {
      en: errors.map((e) => `${e.field}: ${e.message.en}`).join('; '),
      ar: errors.map((e) => `${e.field}: ${e.message.ar}`).join('؛ '),
    },
    errors,
  );

/**
 * A product type as problem texts name it in Arabic: the loan is قرض شخصي in the UAE and
 * تمويل شخصي in Saudi Arabia, as each market's banks call it.
 */
export function arabicProductType(type: ProductType, country: Country) {
  if (type === 'Card') return { one: 'بطاقة ائتمانية', many: 'البطاقات الائتمانية' };
  return country === 'sa'
    ? { one: 'تمويل شخصي', many: 'التمويل الشخصي' }
    : { one: 'قرض شخصي', many: 'القروض الشخصية' };
}
