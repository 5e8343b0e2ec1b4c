// The console's view of the leads (issue 22), one file per concern: which leads a query means
// (filters), how many (counts), how each is shown (items), a page (list), every one for a CSV
// (export) and one in full (detail).

export { leadFiltersOf, newestFirst, utcDay, type LeadFilters } from './filters.ts';
export { countApplications, countLeads } from './counts.ts';
export {
  bankRef,
  productRef,
  shownLeadKey,
  type Applicant,
  type LeadListItem,
  type LeadView,
} from './items.ts';
export { listLeads, type LeadList, type Paging } from './list.ts';
export { EXPORT_BATCH_SIZE, exportLeads } from './export.ts';
export { leadDetail, type LeadDetail } from './detail.ts';
