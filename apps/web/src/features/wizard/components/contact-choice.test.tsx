import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PLATINUM_CARD } from '../../../testing/fixtures.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { setupTimedTests } from '../../../testing/timed-tests.ts';
import { ApplyCardDialog } from '../steps/card-offers/apply-card-dialog.tsx';

setupTimedTests(() => undefined);

function renderDialog(language: 'en' | 'ar' = 'en') {
  const onApply = vi.fn();
  const rendered = renderWithApp(
    <ApplyCardDialog card={PLATINUM_CARD} onClose={vi.fn()} onApply={onApply} submitting={false} />,
    { language },
  );
  return { ...rendered, onApply, dialog: screen.getByRole('dialog') };
}

describe("the confirm step's contact choice (issue 24)", () => {
  it('says which bank receives which details and why, and defaults to a call, 09:00-18:00', async () => {
    const { dialog, user, onApply } = renderDialog();
    const bank = PLATINUM_CARD.organizationName;
    expect(within(dialog).getByRole('heading', { name: `What ${bank} receives` })).toBeVisible();
    expect(dialog).toHaveTextContent(
      `we send ${bank} your name, email address and mobile number, and that you chose ${PLATINUM_CARD.productName}, so that the bank can assess your application and contact you about it. We share them with no other bank.`,
    );
    const channels = within(dialog).getByRole('group', { name: `How may ${bank} contact you?` });
    expect(within(channels).getByRole('radio', { name: 'Phone call' })).toBeChecked();
    expect(
      within(channels)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['call', 'whatsapp', 'email']);
    const window = within(dialog).getByRole('group', { name: 'Best time to reach you' });
    expect(within(window).getByLabelText('From')).toHaveValue('09:00');
    expect(within(window).getByLabelText('To')).toHaveValue('18:00');

    await user.click(within(dialog).getByRole('button', { name: 'Apply now' }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith({
      channel: 'call',
      from: '09:00',
      to: '18:00',
    });
  });

  it('sends the channel and window chosen, by keyboard too', async () => {
    const { dialog, user, onApply } = renderDialog();
    const call = within(dialog).getByRole('radio', { name: 'Phone call' });
    call.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
    await user.selectOptions(within(dialog).getByLabelText('From'), '10:30');
    await user.selectOptions(within(dialog).getByLabelText('To'), '13:00');
    await user.click(within(dialog).getByRole('button', { name: 'Apply now' }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith({
      channel: 'whatsapp',
      from: '10:30',
      to: '13:00',
    });
  });

  it('announces a window that ends before it starts, and Apply goes to it instead', async () => {
    const { dialog, user, onApply } = renderDialog();
    const to = within(dialog).getByLabelText('To');
    await user.selectOptions(within(dialog).getByLabelText('From'), '15:00');
    await user.selectOptions(to, '10:00');
    const message = 'Choose an end time later than the start time.';
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription(message);
    expect(within(dialog).getByText(message)).toHaveAttribute('aria-live', 'polite');

    await user.click(within(dialog).getByRole('button', { name: 'Apply now' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(to).toHaveFocus();
  });

  it('is in Arabic on an Arabic page', () => {
    const { dialog } = renderDialog('ar');
    expect(within(dialog).getByRole('radio', { name: 'مكالمة هاتفية' })).toBeChecked();
    expect(within(dialog).getByRole('group', { name: 'الوقت المناسب للتواصل معك' })).toBeVisible();
    expect(within(dialog).getByLabelText('من')).toHaveValue('09:00');
  });
});
