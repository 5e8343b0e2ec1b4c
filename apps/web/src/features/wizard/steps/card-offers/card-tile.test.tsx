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
import { CardTile } from './card-tile.tsx';

setupTimedTests(() => undefined);

/** Text without the direction marks and no-break spaces Intl puts in Arabic amounts. */
const withoutMarks = (text: string | null | undefined) =>
  (text ?? '').replace(/[\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ');

function renderTile(card: CardRecommendation, options?: RenderOptions) {
  const onChoose = vi.fn();
  const onToggleCompare = vi.fn();
  const result = renderWithApp(
    <ul>
      <CardTile
        card={card}
        onChoose={onChoose}
        compared={false}
        onToggleCompare={onToggleCompare}
      />
    </ul>,
    options,
  );
  return { ...result, onChoose, onToggleCompare };
}

/** The tile's facts as "label: value" pairs, in order. */
const facts = () =>
  screen
    .getAllByRole('term')
    .map((term) => withoutMarks(`${term.textContent}: ${term.nextElementSibling?.textContent}`));

describe('a card tile', () => {
  it('shows the annual fee with its waiver, the APR, the minimum salary and the earn rates', () => {
    renderTile(PLATINUM_CARD);
    expect(facts()).toEqual([
      'Annual fee: Free the first year, then AED 300 a yearFree with a yearly spend of AED 12,000',
      'APR: 46.5%',
      'Minimum monthly salary: AED 5,000',
      'Earn rates: 5% cashback on groceries and fuel, 1% on everything else',
    ]);
  });

  it('shows the monthly rate where no APR is published', () => {
    renderTile(TRAVEL_CARD);
    expect(facts()).toEqual([
      'Annual fee: AED 1,500 a year',
      'Monthly rate: 3.5% a month',
      'Minimum monthly salary: AED 15,000',
      'Earn rates: 2 miles per AED 1 spent abroad, 1 mile per AED 1 at home',
    ]);
  });

  it('says "Not published" for each fact the bank does not publish, in both languages', () => {
    const card = cardRecommendation({ facts: unpublishedCardFacts('https://bank.example/c') });
    const { unmount } = renderTile(card);
    expect(facts()).toEqual([
      'Annual fee: Not published',
      'APR: Not published',
      'Minimum monthly salary: Not published',
      'Earn rates: Not published',
    ]);
    unmount();

    renderTile(card, { language: 'ar' });
    expect(facts()).toEqual([
      'الرسوم السنوية: غير منشور',
      'معدل النسبة السنوية: غير منشور',
      'الحد الأدنى للراتب الشهري: غير منشور',
      'معدلات المكافآت: غير منشور',
    ]);
  });

  it('writes the fees in Arabic with the Arabic currency', () => {
    renderTile(PLATINUM_CARD, { language: 'ar' });
    const [fee] = facts();
    expect(fee).toContain('مجاناً في السنة الأولى، ثم');
    expect(fee).toContain('300 د.إ.');
    expect(fee).toContain('سنوياً');
  });

  describe('why this card', () => {
    const why = () => screen.getByText(/^Why this card|^لماذا هذه البطاقة/).parentElement!;

    it('names the priorities met and missed, in priority order', () => {
      renderTile(PLATINUM_CARD);
      expect(why()).toHaveTextContent(
        'Why this card: Meets your #1 Groceries cashback and #3 Fuel cashback; misses #2 Air miles',
      );
    });

    it('joins three or more as an English list does', () => {
      renderTile(
        cardRecommendation({
          reasons: {
            meets: [
              { featureId: 13, featureName: 'Dining cashback', priority: 1 },
              { featureId: 11, featureName: 'Grocery cashback', priority: 2 },
              { featureId: 21, featureName: 'Airport lounge access', priority: 3 },
            ],
            misses: [],
          },
        }),
      );
      expect(why()).toHaveTextContent(
        'Why this card: Meets your #1 Dining cashback, #2 Grocery cashback, and #3 Airport lounge access',
      );
    });

    it('says only what it misses when it meets none', () => {
      renderTile(
        cardRecommendation({
          reasons: {
            meets: [],
            misses: [{ featureId: 22, featureName: 'Air miles', priority: 1 }],
          },
        }),
      );
      expect(why()).toHaveTextContent('Why this card: Misses your #1 Air miles');
    });

    it('says it in Arabic, each feature with its rank and its name isolated', () => {
      renderTile(
        cardRecommendation({
          reasons: {
            meets: [
              { featureId: 13, featureName: 'استرداد نقدي على المطاعم', priority: 1 },
              { featureId: 11, featureName: 'استرداد نقدي على البقالة', priority: 2 },
            ],
            misses: [{ featureId: 21, featureName: 'Airport lounge access', priority: 3 }],
          },
        }),
        { language: 'ar' },
      );
      expect(why()).toHaveTextContent(
        'لماذا هذه البطاقة: تلبّي استرداد نقدي على المطاعم (أولويتك رقم 1) واسترداد نقدي على البقالة (أولويتك رقم 2)، ولا تلبّي Airport lounge access (أولويتك رقم 3)',
      );
      expect(within(why()).getByText('Airport lounge access').tagName).toBe('BDI');
    });
  });

  describe('the value estimate', () => {
    const value = () => screen.getByText(/^Estimated value|^القيمة التقديرية/).closest('div')!;

    it('is not shown without a spend', () => {
      renderTile(PLATINUM_CARD);
      expect(screen.queryByText(/^Estimated value/)).not.toBeInTheDocument();
    });

    it('shows the yearly net value and how it was reached', () => {
      renderTile({ ...PLATINUM_CARD, valueEstimate: valueEstimate() });
      expect(value()).toHaveTextContent('Estimated value for your spendAED 1,525 a year');
      expect(value()).toHaveTextContent('AED 1,840 cashback − AED 315 fee = AED 1,525 a year');
    });

    it('adds the foreign-currency fees, says when the fee is waived and signs a loss', () => {
      renderTile({
        ...PLATINUM_CARD,
        valueEstimate: valueEstimate({
          earned: 240,
          annualFee: 0,
          feeWaived: true,
          foreignCurrencyFees: 502,
          net: -262,
        }),
      });
      expect(value()).toHaveTextContent(
        'AED 240 cashback − AED 0 fee (waived for your spend) − AED 502 foreign-currency fees = −AED 262 a year',
      );
    });

    it('says which categories the miles were not valued in, and what is not published', () => {
      renderTile({
        ...TRAVEL_CARD,
        valueEstimate: valueEstimate({
          earned: 0,
          annualFee: 1500,
          net: -1500,
          unvaluedCategories: ['dining', 'travel'],
          unpublished: ['foreignCurrencyFee'],
        }),
      });
      expect(
        within(value())
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Miles on dining and travel and spend abroad not valued: the bank publishes no cash value for them.',
        'Foreign-currency fee not published: counted as 0.',
      ]);
      expect(value()).toHaveTextContent('AED 0 in miles − AED 1,500 fee = −AED 1,500 a year');
    });

    it('says the same in Arabic', () => {
      renderTile(
        {
          ...TRAVEL_CARD,
          valueEstimate: valueEstimate({ unvaluedCategories: ['dining'], unpublished: [] }),
        },
        { language: 'ar' },
      );
      const text = withoutMarks(value().textContent);
      expect(text).toContain('1,840 د.إ. قيمة الأميال − 315 د.إ. رسوم = 1,525 د.إ. سنوياً');
      expect(text).toContain('لم تُحتسب الأميال على المطاعم: لا ينشر البنك قيمة نقدية لها.');
    });
  });

  it('opens the confirm dialog from its button, and compares from its toggle only', async () => {
    const { user, onChoose, onToggleCompare } = renderTile(PLATINUM_CARD);
    await user.click(screen.getByRole('button', { name: /^Compare/ }));
    expect(onToggleCompare).toHaveBeenCalledOnce();
    expect(onChoose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /^Choose this card/ }));
    expect(onChoose).toHaveBeenCalledOnce();
    await user.click(screen.getByText('APR'));
    expect(onChoose).toHaveBeenCalledTimes(2);
  });

  it('keeps a click that selects text from choosing the card', async () => {
    const { user, onChoose } = renderTile(PLATINUM_CARD);
    vi.spyOn(window, 'getSelection').mockReturnValue({
      toString: () => 'AED 5,000',
    } as Selection);
    await user.click(screen.getByText('AED 5,000'));
    expect(onChoose).not.toHaveBeenCalled();
  });
});
