// Who may call a console route. The roles of issue 22: admin (everything), editor (the catalogue),
// support (leads and support requests with personal data), analyst (figures and lists without
// any personal field).

export const OPERATOR_ROLES = ['admin', 'editor', 'support', 'analyst'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** A route anyone may call, signed in or not (set-up and sign-in). */
export const ANYONE = 'anyone';

/** The roles that may call a route, or anyone. */
export type RouteAccess = typeof ANYONE | readonly OperatorRole[];

/** Every signed-in operator, whatever their role. */
export const EVERY_ROLE = OPERATOR_ROLES;

/** The roles that see visitors' personal data (names, emails, phones, messages). */
export const PERSONAL_DATA_ROLES = ['admin', 'support'] as const satisfies readonly OperatorRole[];

/** Whether an operator of `role` may call a route that allows `access`. */
export function mayCall(access: RouteAccess, role: OperatorRole): boolean {
  return access === ANYONE || access.includes(role);
}
