import type { OperatorRole } from '@mizan/contracts/console';

export const ROLE_NAMES: Record<OperatorRole, string> = {
  admin: 'Admin',
  editor: 'Editor',
  support: 'Support',
  analyst: 'Analyst',
};

export const ROLE_HINTS: Record<OperatorRole, string> = {
  admin: 'everything: operators, the audit log, exports',
  editor: 'the catalogue; no leads',
  support: 'leads and support requests with personal data',
  analyst: 'lists of leads and support requests without personal data',
};
