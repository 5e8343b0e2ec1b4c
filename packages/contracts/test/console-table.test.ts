// The console's table stays out of what the public site imports (issue 22), and says who may
// call each of its calls.
import { describe, expect, it } from 'vitest';
import * as publicContracts from '../src/index.ts';
import {
  ANYONE,
  consoleEndpoints,
  consoleRoutes,
  OPERATOR_ROLES,
  type ConsoleEndpointName,
} from '../src/console/index.ts';

const names = Object.keys(consoleEndpoints) as ConsoleEndpointName[];

describe("the console's route table", () => {
  it('is not in the index the public site imports', () => {
    const exported = JSON.stringify(
      Object.values(publicContracts).filter((value) => typeof value !== 'function'),
    );
    expect(exported).not.toContain('/api/console');
    expect(Object.keys(publicContracts)).not.toContain('consoleEndpoints');
  });

  it('names its calls apart from the public ones (OpenAPI operation ids are unique)', () => {
    const publicNames = Object.keys(publicContracts.endpoints);
    expect(names.filter((name) => publicNames.includes(name))).toEqual([]);
  });

  it('puts every call under /api/console with roles, and only set-up and sign-in public', () => {
    for (const name of names) {
      const { path, roles } = consoleEndpoints[name];
      expect(path.startsWith('/api/console/')).toBe(true);
      if (roles !== ANYONE) {
        expect(roles.length).toBeGreaterThan(0);
        for (const role of roles) expect(OPERATOR_ROLES).toContain(role);
      }
    }
    expect(names.filter((name) => consoleEndpoints[name].roles === ANYONE).sort()).toEqual(
      ['confirmSetUp', 'setUpOperator', 'signIn'].sort(),
    );
    expect(Object.keys(consoleRoutes).sort()).toEqual([...names].sort());
  });

  it('keeps operators and the audit log to admins, personal data to admin and support', () => {
    for (const name of ['listOperators', 'addOperator', 'updateOperator', 'listAudit'] as const) {
      expect(consoleEndpoints[name].roles).toEqual(['admin']);
    }
    expect(consoleEndpoints.exportApplications.roles).toEqual(['admin']);
    expect(consoleEndpoints.getApplicationDetail.roles).toEqual(['admin', 'support']);
    expect(consoleEndpoints.listApplications.roles).toContain('analyst');
  });
});
