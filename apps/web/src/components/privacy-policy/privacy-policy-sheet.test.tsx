import type { Language } from '@mizan/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeThresholdFor } from './close-threshold.ts';
import type * as Content from './privacy-policy-content.ts';
import { PrivacyPolicySheet } from './privacy-policy-sheet.tsx';
import { stubSheetBrowserApis } from '../../testing/browser-apis.ts';

beforeAll(stubSheetBrowserApis);

// Lets a test hold the lazy load back, or make it fail, to see what the reader sees meanwhile.
const load = vi.hoisted(() => ({ hold: undefined as Promise<void> | undefined, failures: 0 }));
vi.mock('./privacy-policy-content.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Content>();
  return {
    ...real,
    loadPrivacyPolicy: async (language: Language) => {
      await load.hold;
      if (load.failures > 0) {
        load.failures -= 1;
        throw new Error('chunk failed');
      }
      return real.loadPrivacyPolicy(language);
    },
  };
});

afterEach(() => {
  load.hold = undefined;
  load.failures = 0;
});

function Harness({ onAgree }: { onAgree?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Read it
      </button>
      <p>sheet is {open ? 'open' : 'closed'}</p>
      <PrivacyPolicySheet open={open} onOpenChange={setOpen} onAgree={onAgree} />
    </>
  );
}

describe('PrivacyPolicySheet', () => {
  it('loads the policy when it opens, titled Privacy Policy, with bold section titles', async () => {
    const user = userEvent.setup();
    let release = () => {};
    load.hold = new Promise((resolve) => (release = resolve));
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Read it' }));
    const sheet = await screen.findByRole('dialog', { name: 'Privacy Policy' });
    expect(sheet).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the privacy policy');
    release();

    expect(await screen.findByRole('heading', { name: '1. Who we are' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText(/privacy@mizan\.example/)).toBeInTheDocument();
  });

  it('offers a retry when the policy cannot be loaded', async () => {
    const user = userEvent.setup();
    load.failures = 1;
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Read it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load the privacy policy",
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: '16. Contact us' })).toBeInTheDocument();
  });

  it('Close asks to close without agreeing', async () => {
    const user = userEvent.setup();
    const onAgree = vi.fn();
    render(<Harness onAgree={onAgree} />);
    await user.click(screen.getByRole('button', { name: 'Read it' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.getByText('sheet is closed')).toBeInTheDocument();
    expect(onAgree).not.toHaveBeenCalled();
  });

  it('Agree & Continue calls onAgree and closes', async () => {
    const user = userEvent.setup();
    const onAgree = vi.fn();
    render(<Harness onAgree={onAgree} />);
    await user.click(screen.getByRole('button', { name: 'Read it' }));
    await user.click(await screen.findByRole('button', { name: 'Agree & Continue' }));
    expect(onAgree).toHaveBeenCalledOnce();
    expect(screen.getByText('sheet is closed')).toBeInTheDocument();
  });

  it('works from the keyboard: focus starts inside, Tab reaches the buttons, Escape closes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Read it' }));
    const sheet = await screen.findByRole('dialog', { name: 'Privacy Policy' });
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));

    const close = screen.getByRole('button', { name: 'Close' });
    const agree = screen.getByRole('button', { name: 'Agree & Continue' });
    const reached = new Set<Element | null>();
    for (let i = 0; i < 4; i++) {
      await user.tab();
      reached.add(document.activeElement);
    }
    expect(reached).toContain(close);
    expect(reached).toContain(agree);

    await user.keyboard('{Escape}');
    expect(screen.getByText('sheet is closed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Read it' })).toHaveFocus());
  });
});

describe('closeThresholdFor', () => {
  it('turns the 50 px drag into the fraction vaul expects', () => {
    // An 80% sheet on an 800 px tall screen is 640 px: just over 50 px closes it.
    const threshold = closeThresholdFor(640);
    expect(640 * threshold).toBeGreaterThan(50);
    expect(640 * threshold).toBeLessThan(50.1);
  });

  it('never asks for more than the whole sheet, and waits for a real height', () => {
    expect(closeThresholdFor(40)).toBe(1);
    expect(closeThresholdFor(0)).toBe(0.25);
  });
});
