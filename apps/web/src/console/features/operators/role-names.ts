import type { OperatorRole } from '@mizan/contracts/console';

export const ROLE_NAMES: Record<OperatorRole, string> = {
  admin: 'Admin',
  editor: 'Editor',
  support: 'Support',
  analyst: 'Analyst',
};

export const ROLE_HINTS: Record<OperatorRole, string> = {
  admin: 'Everything: operators, the audit log, exports.',
  editor: 'The catalogue; no leads.',
  support: 'Leads and support requests, with personal data.',
  analyst: 'Lists of leads and support requests, without personal data.',
};
