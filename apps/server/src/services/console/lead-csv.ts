import { countryCode } from '@mizan/contracts';
import type { CsvColumn } from '../../lib/csv.ts';
import type { LeadListItem } from './leads/index.ts';

/** The columns of an applications export: the list's fields, the applicant's last. */
export const LEAD_CSV_COLUMNS: readonly CsvColumn<LeadListItem>[] = [
  { header: 'id', value: (lead) => lead.id },
  { header: 'createdAt', value: (lead) => lead.createdAt },
  { header: 'country', value: (lead) => countryCode(lead.country) },
  { header: 'productType', value: (lead) => lead.productType },
  { header: 'status', value: (lead) => lead.status },
  { header: 'language', value: (lead) => lead.language },
  { header: 'productId', value: (lead) => lead.product?.id },
  { header: 'productName', value: (lead) => lead.product?.name },
  { header: 'bankId', value: (lead) => lead.bank?.id },
  { header: 'bankKey', value: (lead) => lead.bank?.key },
  { header: 'bankName', value: (lead) => lead.bank?.name },
  { header: 'fullName', value: (lead) => lead.applicant?.fullName },
  { header: 'email', value: (lead) => lead.applicant?.email },
  { header: 'phone', value: (lead) => lead.applicant?.phone },
];
