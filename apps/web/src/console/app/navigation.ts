import type { ConsoleEndpointName, OperatorRole } from '@mizan/contracts/console';
import { roleMayCall } from '../lib/session.ts';

export interface NavItem {
  label: string;
  href: string;
  /** The call the page is made of: the item shows only to a role the route table lets make it. */
  call: ConsoleEndpointName;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Leads', href: '/leads', call: 'listApplications' },
  { label: 'Support requests', href: '/support-requests', call: 'listSupportRequests' },
  { label: 'Data requests', href: '/data-requests', call: 'listDataRequests' },
  { label: 'Bonuses', href: '/bonuses', call: 'listBonuses' },
  { label: 'Funnel', href: '/funnel', call: 'getFunnel' },
  { label: 'Catalogue', href: '/catalogue', call: 'listProducts' },
  { label: 'Banks', href: '/banks', call: 'setBankDelivery' },
  { label: 'Deliveries', href: '/deliveries', call: 'listDeliveries' },
  { label: 'Operators', href: '/operators', call: 'listOperators' },
  { label: 'Audit log', href: '/audit', call: 'listAudit' },
  { label: 'Retention', href: '/retention', call: 'listRetentionRuns' },
];

/**
 * What the navigation shows an operator of `role`. The server refuses the rest whatever the page
 * shows (403): this only spares a link that could not work.
 */
export const navItemsFor = (role: OperatorRole) =>
  NAV_ITEMS.filter((item) => roleMayCall(role, item.call));
