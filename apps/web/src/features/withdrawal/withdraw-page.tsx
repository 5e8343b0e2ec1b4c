import { useEffect, useRef } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import { useTranslation } from '../../lib/i18n.ts';
import { Button } from '../../components/ui/button.tsx';
import { useFormat } from '../../lib/format.ts';
import { useLanguage, useLocalizedPath } from '../../lib/language.ts';
import { useSelectedCountry } from '../../lib/selected-country.ts';
import {
  failureOf,
  isWellFormedToken,
  previewWithdrawal,
  withdrawApplication,
} from './api/withdrawal.ts';

type View =
  | { kind: 'loading' }
  | { kind: 'confirm'; bank: string; product: string }
  | { kind: 'done'; bank: string }
  | { kind: 'already'; bank: string; withdrawnAt: string }
  | { kind: 'expired' }
  | { kind: 'invalid' }
  | { kind: 'unavailable' };

/** The link's state, from the preview and, once pressed, the withdrawal's answer. */
function useWithdrawalView(token: string | null) {
  const country = useSelectedCountry();
  const language = useLanguage();
  const wellFormed = isWellFormedToken(token);
  const preview = useQuery({
    queryKey: ['withdrawal-preview', token, language],
    queryFn: ({ signal }) => previewWithdrawal({ country, language, signal }, token!),
    enabled: wellFormed,
    retry: false,
    staleTime: Infinity,
  });
  const withdrawal = useMutation({
    mutationFn: () => withdrawApplication({ country, language }, token!),
  });
  const view = ((): View => {
    if (!wellFormed) return { kind: 'invalid' };
    if (withdrawal.isSuccess) return { kind: 'done', bank: withdrawal.data.bankName };
    if (withdrawal.isError) {
      const failure = failureOf(withdrawal.error);
      if (failure !== 'unavailable') return { kind: failure };
    }
    if (preview.isPending) return { kind: 'loading' };
    if (preview.isError) return { kind: failureOf(preview.error) };
    const { state, bankName, productName, withdrawnAt } = preview.data;
    if (state === 'withdrawn' && withdrawnAt) {
      return { kind: 'already', bank: bankName, withdrawnAt };
    }
    if (state === 'expired') return { kind: 'expired' };
    return { kind: 'confirm', bank: bankName, product: productName };
  })();
  return { view, preview, withdrawal };
}

/**
 * Route /withdraw?token=...: the confirmation email's one-click withdrawal (issue 24). It names
 * the bank before anything happens, withdraws on the button, and says plainly what became of
 * the link in every other case. Each new state moves focus to its heading, which reads it out.
 */
export function Component() {
  const { t } = useTranslation();
  const format = useFormat();
  const localizedPath = useLocalizedPath();
  const token = new URLSearchParams(useSearch()).get('token');
  const { view, preview, withdrawal } = useWithdrawalView(token);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // The first state is announced as the page's own; later ones take focus to be heard.
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [view.kind]);

  const text = ((): { title: string; body?: string } => {
    switch (view.kind) {
      case 'loading':
        return { title: t('withdrawal.loading') };
      case 'confirm':
        return {
          title: t('withdrawal.confirm.title', { bank: view.bank }),
          body: t('withdrawal.confirm.body', { bank: view.bank, product: view.product }),
        };
      case 'done':
        return {
          title: t('withdrawal.done.title', { bank: view.bank }),
          body: t('withdrawal.done.body'),
        };
      case 'already':
        return {
          title: t('withdrawal.already.title', { bank: view.bank }),
          body: t('withdrawal.already.body', { date: format.date(view.withdrawnAt) }),
        };
      default:
        return {
          title: t(`withdrawal.${view.kind}.title`),
          body: t(`withdrawal.${view.kind}.body`),
        };
    }
  })();
  const isProblem =
    view.kind === 'expired' || view.kind === 'invalid' || view.kind === 'unavailable';

  return (
    <section
      aria-labelledby="withdraw-title"
      aria-busy={view.kind === 'loading'}
      className="mx-auto max-w-xl rounded-card border border-ink-100 bg-white p-5 shadow-sm sm:p-8"
    >
      {/* The link holds a secret: no search engine keeps it, no other site is told it. */}
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {t('withdrawal.eyebrow')}
      </p>
      <div role={isProblem ? 'alert' : undefined}>
        <h1
          id="withdraw-title"
          ref={heading}
          tabIndex={-1}
          className="mt-1 text-2xl font-semibold tracking-tight text-ink-900 focus:outline-none sm:text-3xl"
        >
          {text.title}
        </h1>
        {text.body && <p className="mt-3 text-ink-700">{text.body}</p>}
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        {view.kind === 'confirm' && (
          <>
            <Button
              onClick={() => withdrawal.mutate()}
              disabled={withdrawal.isPending}
              aria-busy={withdrawal.isPending}
            >
              {withdrawal.isPending
                ? t('withdrawal.confirm.working')
                : t('withdrawal.confirm.button')}
            </Button>
            <Link
              href={localizedPath('/')}
              className="inline-flex min-h-11 items-center rounded-full border border-brand-700 px-6 font-medium text-brand-700 hover:bg-brand-50"
            >
              {t('withdrawal.confirm.keep')}
            </Link>
          </>
        )}
        {view.kind === 'unavailable' && (
          <Button
            onClick={() => {
              withdrawal.reset();
              void preview.refetch();
            }}
          >
            {t('withdrawal.unavailable.retry')}
          </Button>
        )}
        {(view.kind === 'expired' || view.kind === 'invalid') && (
          <Link
            href={localizedPath('/help-and-support')}
            className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 font-medium text-white hover:bg-brand-800"
          >
            {t('withdrawal.support')}
          </Link>
        )}
        {(view.kind === 'done' || view.kind === 'already') && (
          <Link
            href={localizedPath('/')}
            className="inline-flex min-h-11 items-center rounded-full border border-brand-700 px-6 font-medium text-brand-700 hover:bg-brand-50"
          >
            {t('withdrawal.home')}
          </Link>
        )}
      </div>
    </section>
  );
}
