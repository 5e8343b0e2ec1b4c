import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import i18n, { loadLanguage, loadValidationTexts } from '../lib/i18n.ts';
import { server } from './api.ts';

// Both languages' strings up front: a test renders in either (render.tsx's `language`).
await Promise.all(
  (['en', 'ar'] as const).flatMap((language) => [
    loadLanguage(language),
    loadValidationTexts(language),
  ]),
);

// waitFor and findBy wait up to 5 s (1 s by default): an answer on a busy machine is late, not
// missing.
configure({ asyncUtilTimeout: 5000 });

// A call no test expected fails the test rather than reaching out.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(async () => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  // Each test starts in English, left to right, as a first visit does.
  await i18n.changeLanguage('en');
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

afterAll(() => server.close());
