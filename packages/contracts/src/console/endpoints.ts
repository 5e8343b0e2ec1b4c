// The console's calls: method, path, what they change, and who may call them. This is the one
// table in code that says which role may call which route (issue 22): the server registers every
// console route from it and checks the caller's role against it, and the role-matrix test is
// generated from it. It lives apart from the public route table (api/endpoints.ts) and is not
// exported by the package's index, so no console route name reaches the public pages.
import type { Endpoint } from '../api/endpoints.ts';
import { ANYONE, EVERY_ROLE, PERSONAL_DATA_ROLES, type RouteAccess } from './roles.ts';
import { CATALOGUE_EDITORS } from './catalogue-endpoints.ts';
import { catalogueRoutes } from './catalogue-routes.ts';

export interface ConsoleEndpoint extends Endpoint {
  readonly roles: RouteAccess;
}

const ADMIN = ['admin'] as const;
const LEADS_READERS = ['admin', 'support', 'analyst'] as const;
const PERSONAL_DATA = PERSONAL_DATA_ROLES;

export const consoleEndpoints = {
  // Set-up and sign-in are the way in: no session yet, so no role and no CSRF token.
  setUpOperator: { method: 'POST', path: '/api/console/setup', changes: true, roles: ANYONE },
  confirmSetUp: {
    method: 'POST',
    path: '/api/console/setup/confirm',
    changes: true,
    roles: ANYONE,
  },
  signIn: { method: 'POST', path: '/api/console/sessions', changes: true, roles: ANYONE },
  changePassword: {
    method: 'POST',
    path: '/api/console/me/password',
    changes: true,
    roles: EVERY_ROLE,
  },

  getMe: { method: 'GET', path: '/api/console/me', changes: false, roles: EVERY_ROLE },
  signOut: {
    method: 'DELETE',
    path: '/api/console/sessions/current',
    changes: true,
    roles: EVERY_ROLE,
  },
  signOutEverywhere: {
    method: 'DELETE',
    path: '/api/console/sessions',
    changes: true,
    roles: EVERY_ROLE,
  },

  // Analysts see the lists without any personal field; details show personal data.
  listApplications: {
    method: 'GET',
    path: '/api/console/applications',
    changes: false,
    roles: LEADS_READERS,
  },
  getApplicationDetail: {
    method: 'GET',
    path: '/api/console/applications/:applicationId',
    changes: false,
    roles: PERSONAL_DATA,
  },
  exportApplications: {
    method: 'GET',
    path: '/api/console/applications.csv',
    changes: false,
    roles: ADMIN,
  },

  listSupportRequests: {
    method: 'GET',
    path: '/api/console/support-requests',
    changes: false,
    roles: LEADS_READERS,
  },
  getSupportRequest: {
    method: 'GET',
    path: '/api/console/support-requests/:supportRequestId',
    changes: false,
    roles: PERSONAL_DATA,
  },
  updateSupportRequest: {
    method: 'PATCH',
    path: '/api/console/support-requests/:supportRequestId',
    changes: true,
    roles: PERSONAL_DATA,
  },
  exportSupportRequests: {
    method: 'GET',
    path: '/api/console/support-requests.csv',
    changes: false,
    roles: ADMIN,
  },

  listOperators: { method: 'GET', path: '/api/console/operators', changes: false, roles: ADMIN },
  addOperator: { method: 'POST', path: '/api/console/operators', changes: true, roles: ADMIN },
  updateOperator: {
    method: 'PATCH',
    path: '/api/console/operators/:operatorId',
    changes: true,
    roles: ADMIN,
  },
  resetOperator: {
    method: 'POST',
    path: '/api/console/operators/:operatorId/reset',
    changes: true,
    roles: ADMIN,
  },

  listAudit: { method: 'GET', path: '/api/console/audit', changes: false, roles: ADMIN },

  uploadImage: {
    method: 'POST',
    path: '/api/console/images',
    changes: true,
    roles: CATALOGUE_EDITORS,
  },
  // Each with its schemas too: the catalogue's calls are defined once per kind, whole.
  ...catalogueRoutes,

  // The hand-off to the banks (issue 24). Admins set how a bank receives its leads; admins and
  // support see and retry deliveries; everyone who sees leads sees the bonuses, admins pay them.
  setBankDelivery: {
    method: 'PUT',
    path: '/api/console/banks/:bankId/delivery',
    changes: true,
    roles: ADMIN,
  },
  rotateBankSecret: {
    method: 'POST',
    path: '/api/console/banks/:bankId/delivery/secret',
    changes: true,
    roles: ADMIN,
  },
  revokeBankSecret: {
    method: 'POST',
    path: '/api/console/banks/:bankId/delivery/secret/revoke',
    changes: true,
    roles: ADMIN,
  },
  sendTestLead: {
    method: 'POST',
    path: '/api/console/banks/:bankId/delivery/test',
    changes: true,
    roles: ADMIN,
  },
  listDeliveries: {
    method: 'GET',
    path: '/api/console/deliveries',
    changes: false,
    roles: PERSONAL_DATA,
  },
  retryDelivery: {
    method: 'POST',
    path: '/api/console/deliveries/:deliveryId/retry',
    changes: true,
    roles: PERSONAL_DATA,
  },
  listBonuses: {
    method: 'GET',
    path: '/api/console/bonuses',
    changes: false,
    roles: LEADS_READERS,
  },
  markBonusPaid: {
    method: 'POST',
    path: '/api/console/bonuses/:applicationId/paid',
    changes: true,
    roles: ADMIN,
  },

  // The funnel and visitors' data rights (issue 25). The funnel holds no personal data: whoever
  // reads figures reads it. Data requests name a person: support and admins. Retention: admins.
  getFunnel: { method: 'GET', path: '/api/console/funnel', changes: false, roles: LEADS_READERS },
  exportFunnel: {
    method: 'GET',
    path: '/api/console/funnel.csv',
    changes: false,
    roles: LEADS_READERS,
  },
  listDataRequests: {
    method: 'GET',
    path: '/api/console/data-requests',
    changes: false,
    roles: PERSONAL_DATA,
  },
  exportDataRequest: {
    method: 'POST',
    path: '/api/console/data-requests/:requestId/export',
    changes: true,
    roles: PERSONAL_DATA,
  },
  eraseDataRequest: {
    method: 'POST',
    path: '/api/console/data-requests/:requestId/erase',
    changes: true,
    roles: PERSONAL_DATA,
  },
  completeDataRequest: {
    method: 'POST',
    path: '/api/console/data-requests/:requestId/done',
    changes: true,
    roles: PERSONAL_DATA,
  },
  listRetentionRuns: {
    method: 'GET',
    path: '/api/console/retention-runs',
    changes: false,
    roles: ADMIN,
  },
} as const satisfies Record<string, ConsoleEndpoint>;

export type ConsoleEndpointName = keyof typeof consoleEndpoints;
