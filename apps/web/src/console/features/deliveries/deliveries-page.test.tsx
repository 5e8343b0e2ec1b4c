import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, server } from '../../../testing/api.ts';
import { renderConsole, signedInAs } from '../../testing/render-console.tsx';

const FAILED = {
  id: '7b1f2c3d-2222-4000-8000-000000000001',
  bankId: 1,
  applicationId: null,
  type: 'application.submitted',
  state: 'failed',
  attempts: 3,
  lastStatus: 503,
  lastError: 'Service Unavailable',
  nextAttemptAt: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  deliveredAt: null,
};

/** Every read of the deliveries list, with the activity header it carried (null: none). */
function deliveryServer() {
  const reads: (string | null)[] = [];
  server.use(
    http.get('/api/console/deliveries', ({ request }) => {
      reads.push(request.headers.get('x-console-activity'));
      return json({ items: [FAILED], total: 1 });
    }),
    http.get('/api/console/banks', () => json({ items: [], total: 0 })),
  );
  return reads;
}

describe('the deliveries page', () => {
  afterEach(() => void vi.useRealTimers());

  it("polls every 10 s as background, so only the operator's own reads keep the session alive", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signedInAs('support');
    const reads = deliveryServer();
    renderConsole('/deliveries');
    expect(await screen.findByText('Service Unavailable')).toBeVisible();
    // Opening the page is the operator's read.
    expect(reads).toEqual([null]);

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(reads).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(reads).toHaveLength(3));
    expect(reads.slice(1)).toEqual(['background', 'background']);
  });
});
