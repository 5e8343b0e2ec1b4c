import type { CardRecommendation } from '@mizan/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  cardRecommendation,
  PLATINUM_CARD,
  TRAVEL_CARD,
  unpublishedCardFacts,
  valueEstimate,
} from '../../../../testing/fixtures.ts';
import { renderWithApp, type RenderOptions } from '../../../../testing/render.tsx';
import { setupTimedTests } from '../../../../testing/timed-tests.ts';
import { ApplyCardDialog } from './apply-card-dialog.tsx';

setupTimedTests(() => undefined);

function renderDialog(card: CardRecommendation, options?: RenderOptions) {
  renderWithApp(
    <ApplyCardDialog card={card} onClose={vi.fn()} onApply={vi.fn()} submitting={false} />,
    options,
  );
  return screen.getByRole('dialog');
}

/** Each fact of the dialog: its label, then what it says (value, then source and date). */
const factsOf = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe("'Confirm details and apply'", () => {
  it('shows every published fact with the page it was read from and the day it was checked', () => {
    const dialog = renderDialog(PLATINUM_CARD);
    expect(dialog).toHaveAccessibleName('Confirm details and apply');
    const source = (host: string) =>
      `Source: ${host} (opens in a new tab), checked November 24, 2026`;
    expect(factsOf(dialog)).toEqual([
      [
        'Annual fee',
        `Free the first year, then AED 300 a yearFree with a yearly spend of AED 12,000${source('gulfbank.example')}`,
      ],
      ['APR', `46.5%${source('gulfbank.example')}`],
      ['Monthly rate', `3.25% a month${source('gulfbank.example')}`],
      ['Minimum monthly salary', `AED 5,000${source('gulfbank.example')}`],
      [
        'Earn rates',
        `5% cashback on groceries and fuel, 1% on everything else${source('gulfbank.example')}`,
      ],
      ['Foreign-currency fee', `2.09%${source('gulfbank.example')}`],
      ['Salary transfer', `Not required${source('gulfbank.example')}`],
      ['Islamic (Sharia-compliant)', `No${source('gulfbank.example')}`],
      [
        'Welcome offer',
        `AED 300 cashback on your first AED 3,000 spend${source('gulfbank.example')}`,
      ],
      ['Airport lounge access', `4 free airport lounge visits a year${source('gulfbank.example')}`],
    ]);
    const links = within(dialog).getAllByRole('link', { name: /^gulfbank\.example/ });
    expect(links).toHaveLength(10);
    expect(links[0]).toHaveAttribute(
      'href',
      'https://www.gulfbank.example/cards/platinum-cashback/key-facts',
    );
    expect(links[0]).toHaveAttribute('target', '_blank');
  });

  it('says "Not published" for what the bank does not publish, still naming the page checked', () => {
    const dialog = renderDialog(TRAVEL_CARD);
    const facts = Object.fromEntries(factsOf(dialog));
    expect(facts.APR).toBe(
      'Not publishedSource: desertbank.example (opens in a new tab), checked November 24, 2026',
    );
    expect(facts['Salary transfer']).toMatch(/^Not publishedSource: desertbank\.example/);
    expect(facts['Welcome offer']).toMatch(/^Not publishedSource: desertbank\.example/);
    expect(facts['Monthly rate']).toMatch(/^3\.5% a monthSource/);
  });

  it('shows the value estimate when the visitor gave a spend', () => {
    const dialog = renderDialog({ ...PLATINUM_CARD, valueEstimate: valueEstimate() });
    expect(dialog).toHaveTextContent('AED 1,840 cashback − AED 315 fee = AED 1,525 a year');
  });

  it('says it all in Arabic', () => {
    const card = cardRecommendation({
      productName: 'بطاقة البلاتينيوم',
      facts: unpublishedCardFacts('https://www.bank.example/ar/cards'),
    });
    const dialog = renderDialog(card, { language: 'ar' });
    expect(dialog).toHaveAccessibleName('تأكيد التفاصيل والتقديم');
    const facts = factsOf(dialog);
    expect(facts.map(([label]) => label)).toEqual([
      'الرسوم السنوية',
      'معدل النسبة السنوية',
      'المعدل الشهري',
      'الحد الأدنى للراتب الشهري',
      'معدلات المكافآت',
      'رسوم المعاملات بالعملات الأجنبية',
      'تحويل الراتب',
      'إسلامية (متوافقة مع أحكام الشريعة)',
      'العرض الترحيبي',
      'دخول صالات المطارات',
    ]);
    for (const [, value] of facts) {
      expect(value).toBe(
        'غير منشورالمصدر: bank.example (يُفتح في علامة تبويب جديدة)، تم التحقق في 24 نوفمبر 2026',
      );
    }
  });
});
