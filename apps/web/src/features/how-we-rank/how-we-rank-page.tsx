import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Button } from '../../components/ui/button.tsx';
import { StrokeIcon } from '../../components/ui/stroke-icon.tsx';
import { LENDING_RULES } from '@mizan/contracts';
import { useFormat } from '../../lib/format.ts';
import { useLeavePage } from '../../lib/navigation.ts';

/** The newest day any fact of the catalogue was checked against its bank's page. */
const FACTS_CHECKED_ON = '2026-11-24';

/** The example of a flat rate beside its reducing-balance equivalent (48 months, the engine's). */
const FLAT_EXAMPLE = { flat: 4.99, reducing: 9.22 };

const SECTIONS = ['data', 'independence', 'cards', 'loans', 'facts', 'checked'] as const;

const ICONS = {
  answers: 'M4 5h12M4 10h12M4 15h7',
  independence: 'M10 2l6 3v5c0 4-3 7-6 8-3-1-6-4-6-8V5l6-3z',
  facts: 'M6 2h6l4 4v12H6zM12 2v4h4M8 11h6M8 14h6',
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight text-ink-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-7 text-ink-700">{children}</div>
    </section>
  );
}

function Subheading({ children }: { children: ReactNode }) {
  return <h3 className="pt-2 font-semibold text-ink-900">{children}</h3>;
}

/**
 * Route /how-we-rank: how the match percent, the value estimate, the loan offers and their order
 * are worked out, what is used to do it, and where the figures come from (issue 14). The rules
 * are docs/decisions/0003's, as apps/server/src/engine applies them.
 */
export function Component() {
  const { t } = useTranslation();
  const format = useFormat();
  const leave = useLeavePage();
  const ae = LENDING_RULES.ae;
  const sa = LENDING_RULES.sa;

  const rules: { key: string; label: string; ae: string; sa: string }[] = [
    {
      key: 'amount',
      label: t('howWeRank.loans.amountRow'),
      ae: t('howWeRank.loans.aeAmount', { multiple: ae.maxSalaryMultiple }),
      sa: t('howWeRank.loans.saAmount'),
    },
    {
      key: 'burden',
      label: t('howWeRank.loans.burdenRow'),
      ae: t('howWeRank.loans.burden', {
        percent: format.percent(100 * ae.debtBurdenCap),
        retirees: format.percent(100 * ae.retireeDebtBurdenCap),
      }),
      sa: t('howWeRank.loans.burden', {
        percent: format.percent(100 * sa.debtBurdenCap),
        retirees: format.percent(100 * sa.retireeDebtBurdenCap),
      }),
    },
    {
      key: 'tenure',
      label: t('howWeRank.loans.tenureRow'),
      ae: t('howWeRank.loans.tenure', { months: ae.maxTenureMonths }),
      sa: t('howWeRank.loans.tenure', { months: sa.maxTenureMonths }),
    },
    {
      key: 'settlement',
      label: t('howWeRank.loans.settlementRow'),
      ae: t('howWeRank.loans.aeSettlement', {
        percent: format.percent(ae.earlySettlementCap.percent),
        max: format.money(ae.earlySettlementCap.max, 'ae'),
      }),
      sa: t('howWeRank.loans.saSettlement'),
    },
  ];

  return (
    <article aria-labelledby="how-we-rank-title" className="mx-auto max-w-3xl">
      <header>
        <h1
          id="how-we-rank-title"
          className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl"
        >
          {t('howWeRank.title')}
        </h1>
        <p className="mt-3 max-w-prose text-lg leading-8 text-ink-700">{t('howWeRank.lead')}</p>
      </header>

      <section aria-labelledby="summary-title" className="mt-8">
        <h2 id="summary-title" className="sr-only">
          {t('howWeRank.summary.label')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {(['answers', 'independence', 'facts'] as const).map((point) => (
            <li
              key={point}
              className="flex gap-3 rounded-card border border-brand-100 bg-brand-50 p-4 text-sm leading-6 font-medium text-brand-900"
            >
              <StrokeIcon d={ICONS[point]} className="mt-0.5 size-5 shrink-0 text-brand-700" />
              {t(`howWeRank.summary.${point}`)}
            </li>
          ))}
        </ul>
      </section>

      <nav
        aria-labelledby="contents-title"
        className="mt-8 rounded-card border border-ink-100 bg-white p-5"
      >
        <h2 id="contents-title" className="text-sm font-semibold text-ink-900">
          {t('howWeRank.contents')}
        </h2>
        <ol className="mt-2 grid gap-x-6 text-sm sm:grid-cols-2">
          {SECTIONS.map((section) => (
            <li key={section}>
              <a
                href={`#${section}`}
                className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {t(`howWeRank.${section}.title`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-6 space-y-10 rounded-card border border-ink-100 bg-white p-5 shadow-sm sm:p-10">
        <Section id="data" title={t('howWeRank.data.title')}>
          <p>{t('howWeRank.data.intro')}</p>
          <ul className="list-disc space-y-1 ps-6">
            <li>{t('howWeRank.data.salary')}</li>
            <li>{t('howWeRank.data.obligations')}</li>
            <li>{t('howWeRank.data.islamic')}</li>
            <li>{t('howWeRank.data.employment')}</li>
          </ul>
          <p>{t('howWeRank.data.cards')}</p>
          <p>{t('howWeRank.data.score')}</p>
          <p>{t('howWeRank.data.notUsed')}</p>
        </Section>

        <Section id="independence" title={t('howWeRank.independence.title')}>
          <p className="font-medium text-ink-900">{t('howWeRank.independence.text')}</p>
          <p>{t('howWeRank.independence.apply')}</p>
        </Section>

        <Section id="cards" title={t('howWeRank.cards.title')}>
          <Subheading>{t('howWeRank.cards.matchTitle')}</Subheading>
          <p>{t('howWeRank.cards.match')}</p>
          <p className="rounded-xl bg-ink-50 p-4 text-sm leading-6">
            {t('howWeRank.cards.example')}
          </p>
          <Subheading>{t('howWeRank.cards.listTitle')}</Subheading>
          <p>{t('howWeRank.cards.list')}</p>
          <Subheading>{t('howWeRank.cards.orderTitle')}</Subheading>
          <p>{t('howWeRank.cards.order')}</p>
          <p>{t('howWeRank.cards.orderByValue')}</p>
          <Subheading>{t('howWeRank.cards.valueTitle')}</Subheading>
          <p>{t('howWeRank.cards.value')}</p>
          <p>{t('howWeRank.cards.valueUnpublished')}</p>
        </Section>

        <Section id="loans" title={t('howWeRank.loans.title')}>
          <p>{t('howWeRank.loans.intro')}</p>
          {/* Scrolls sideways on a phone: focusable, so that the keyboard can scroll it too. */}
          <div
            role="region"
            aria-labelledby="lending-rules-caption"
            tabIndex={0}
            className="overflow-x-auto rounded"
          >
            <table className="w-full min-w-[30rem] border-collapse text-start text-sm leading-6">
              <caption
                id="lending-rules-caption"
                className="pb-2 text-start font-semibold text-ink-900"
              >
                {t('howWeRank.loans.tableCaption')}
              </caption>
              <thead>
                <tr className="border-b-2 border-ink-300 text-ink-900">
                  <th scope="col" className="py-2 pe-4 text-start font-semibold">
                    {t('howWeRank.loans.rule')}
                  </th>
                  <th scope="col" className="py-2 pe-4 text-start font-semibold">
                    {t('howWeRank.loans.ae')}
                  </th>
                  <th scope="col" className="py-2 text-start font-semibold">
                    {t('howWeRank.loans.sa')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-100">
                {rules.map((rule) => (
                  <tr key={rule.key} className="align-top">
                    <th scope="row" className="py-2.5 pe-4 text-start font-medium text-ink-900">
                      {rule.label}
                    </th>
                    <td className="py-2.5 pe-4">{rule.ae}</td>
                    <td className="py-2.5">{rule.sa}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>{t('howWeRank.loans.bankLimits')}</p>
          <p className="font-medium text-ink-900">{t('howWeRank.loans.order')}</p>
          <Subheading>{t('howWeRank.loans.aprTitle')}</Subheading>
          <p>{t('howWeRank.loans.apr')}</p>
          <p>{t('howWeRank.loans.aprConvention')}</p>
          <Subheading>{t('howWeRank.loans.flatTitle')}</Subheading>
          <p>
            {t('howWeRank.loans.flat', {
              flat: format.percent(FLAT_EXAMPLE.flat),
              reducing: format.percent(FLAT_EXAMPLE.reducing),
            })}
          </p>
          <Subheading>{t('howWeRank.loans.settleTitle')}</Subheading>
          <p>{t('howWeRank.loans.settle')}</p>
        </Section>

        <Section id="facts" title={t('howWeRank.facts.title')}>
          <p>{t('howWeRank.facts.sources')}</p>
          <p>{t('howWeRank.facts.shown')}</p>
          <p className="font-medium text-ink-900">{t('howWeRank.facts.notPublished')}</p>
        </Section>

        <Section id="checked" title={t('howWeRank.checked.title')}>
          <p>{t('howWeRank.checked.date', { date: format.date(FACTS_CHECKED_ON) })}</p>
          <p>{t('howWeRank.checked.finalWord')}</p>
        </Section>
      </div>

      <div className="mt-6">
        <Button variant="secondary" onClick={leave}>
          {t('howWeRank.back')}
        </Button>
      </div>
    </article>
  );
}
