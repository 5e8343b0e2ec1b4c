import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../testing/api.ts';
import { renderWithApp } from '../../testing/render.tsx';
import { setupTimedTests } from '../../testing/timed-tests.ts';
import { Component as HowWeRankPage } from './how-we-rank-page.tsx';

/** Text without the direction marks Intl puts around Arabic percents and amounts. */
const withoutMarks = (text: string | null | undefined) =>
  (text ?? '').replace(/[\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ');

setupTimedTests(() => undefined);

const headings = (level: number) =>
  screen.getAllByRole('heading', { level }).map((heading) => heading.textContent);

describe('How we rank', () => {
  it('explains what is used, the order, the facts and their dates, under headings', () => {
    stubApi({});
    renderWithApp(<HowWeRankPage />);
    expect(headings(1)).toEqual(['How we rank cards and loans']);
    expect(headings(2)).toEqual([
      'In short',
      'On this page',
      'What we use',
      'No bank pays for its place',
      'How cards are matched and ordered',
      'How loans are offered and ordered',
      'Where the facts come from',
      'When they were checked',
    ]);
    expect(headings(3)).toEqual([
      'The match percent',
      'Which cards you see',
      'The order',
      'The value estimate',
      'The APR (annual percentage rate)',
      'Flat and reducing-balance rates',
      'Settling early',
    ]);

    const section = (name: string) => screen.getByRole('region', { name });
    const used = section('What we use');
    for (const answer of ['salary band', 'repayments', 'Islamic', 'employment']) {
      expect(used).toHaveTextContent(answer);
    }
    expect(used).toHaveTextContent(
      "We don't use your name, email address or phone number to choose or order anything",
    );
    expect(section('No bank pays for its place')).toHaveTextContent(
      'No bank pays for a place in the order',
    );
    const cards = section('How cards are matched and ordered');
    expect(cards).toHaveTextContent('your first choice weighs 5, the next 4, and so on down to 1');
    expect(cards).toHaveTextContent('A card with every feature you chose scores 100%.');
    expect(cards).toHaveTextContent('(3 + 1) ÷ 6, that is 67%');
    expect(cards).toHaveTextContent('the one paying more cashback a month comes first');
    expect(cards).toHaveTextContent('a fixed product number');
    expect(cards).toHaveTextContent('If you choose to order by value');

    const loans = section('How loans are offered and ordered');
    expect(loans).toHaveTextContent('largest amount first');
    expect(loans).toHaveTextContent(
      'the yearly rate at which your monthly instalments equal the amount you actually receive, that is the loan amount less the processing fee',
    );
    expect(loans).toHaveTextContent('over four years, 4.99% flat is 9.22% reducing balance');

    const facts = section('Where the facts come from');
    expect(facts).toHaveTextContent(
      'Key Facts Statement, fee tariff (schedule of charges) or product page',
    );
    expect(facts).toHaveTextContent('"Not published"');
    expect(facts).toHaveTextContent('we never invent one');
    expect(section('When they were checked')).toHaveTextContent(
      'The facts on this site were last checked on November 24, 2026.',
    );
  });

  it('sets out the lending rules of both countries in a table', () => {
    stubApi({});
    renderWithApp(<HowWeRankPage />);
    const table = screen.getByRole('table', { name: 'The lending rules we apply' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Rule', 'UAE (UAE Central Bank)', 'Saudi Arabia (SAMA)']);
    const row = (name: string) =>
      within(table).getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('td');
    expect([...row('Most you can borrow')].map((cell) => cell.textContent)).toEqual([
      '20 times your monthly salary',
      'No salary multiple: the repayment limit decides',
    ]);
    expect([...row('All your repayments together')].map((cell) => cell.textContent)).toEqual([
      'At most 50% of your salary (30% for retirees)',
      'At most 33.33% of your salary (25% for retirees)',
    ]);
    expect([...row('Longest tenure')].map((cell) => cell.textContent)).toEqual([
      '48 months',
      '60 months',
    ]);
    expect(
      [...row('Settling early, where the bank publishes no fee')].map((cell) => cell.textContent),
    ).toEqual([
      'At most 1% of the amount still owed, and never more than AED 10,000',
      'At most the profit of the next three months',
    ]);
  });

  it('links to each section from its contents', () => {
    stubApi({});
    renderWithApp(<HowWeRankPage />);
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const link = within(contents).getByRole('link', { name: 'Where the facts come from' });
    expect(link).toHaveAttribute('href', '#facts');
    expect(document.getElementById('facts')).toBe(
      screen.getByRole('region', { name: 'Where the facts come from' }),
    );
  });

  it('goes home with Back when it was the first page opened', async () => {
    stubApi({});
    const { user } = renderWithApp(<HowWeRankPage />, { history: ['/how-we-rank'] });
    const entries = window.history.length;
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(window.location.pathname).toBe('/');
    // A new entry: the browser's Back still returns to this page.
    expect(window.history.length).toBe(entries + 1);
  });

  it('goes back to where the visitor came from', async () => {
    stubApi({});
    const { user } = renderWithApp(<HowWeRankPage />, { history: ['/', '/how-we-rank'] });
    const entries = window.history.length;
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    // The browser's own Back: no entry added, the page forward is still there.
    expect(window.history.length).toBe(entries);
  });

  it('reads in Arabic, with the figures in Western digits', () => {
    stubApi({});
    renderWithApp(<HowWeRankPage />, { language: 'ar' });
    expect(headings(1)).toEqual(['كيف نرتّب البطاقات والقروض']);
    expect(screen.getByRole('region', { name: 'لا يدفع أي بنك مقابل مكانه' })).toHaveTextContent(
      'لا يدفع أي بنك مقابل مكانه في الترتيب',
    );
    const table = screen.getByRole('table', { name: 'أنظمة الإقراض التي نطبّقها' });
    const cells = [
      ...within(table)
        .getByRole('rowheader', { name: 'أقساطك كلها مجتمعة' })
        .closest('tr')!
        .querySelectorAll('td'),
    ].map((cell) => withoutMarks(cell.textContent));
    expect(cells).toEqual([
      '50% من راتبك كحد أقصى (30% للمتقاعدين)',
      '33.33% من راتبك كحد أقصى (25% للمتقاعدين)',
    ]);
    expect(
      withoutMarks(screen.getByRole('region', { name: 'متى تحققنا منها' }).textContent),
    ).toContain('تحققنا من المعلومات المعروضة في هذا الموقع آخر مرة في 24 نوفمبر 2026.');
    expect(
      withoutMarks(screen.getByRole('region', { name: 'كيف نعرض القروض ونرتّبها' }).textContent),
    ).toContain('يعادل معدل 4.99% ثابت 9.22% على الرصيد المتناقص');
  });
});
