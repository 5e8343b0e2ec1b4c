import { http } from 'msw';
import { json, server } from '../../../../testing/api.ts';
import { BANKS, FEATURE_GROUPS, FEATURES } from './fixtures.ts';

/** The lists the editor's pickers read: banks, feature groups and features. */
export function pickerLists() {
  server.use(
    http.get('/api/console/banks', () => json(BANKS)),
    http.get('/api/console/feature-groups', () => json(FEATURE_GROUPS)),
    http.get('/api/console/features', () => json(FEATURES)),
  );
}
