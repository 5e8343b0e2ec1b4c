import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import { useTranslation } from '../../lib/i18n.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  EmailedLinkCard,
  PRIMARY_LINK_CLASS,
  SECONDARY_LINK_CLASS,
} from '../../components/ui/emailed-link-card.tsx';
import { isWellFormedToken, linkFailureOf } from '../../lib/emailed-link.ts';
import { useFormat } from '../../lib/format.ts';
import { useLanguage, useLocalizedPath } from '../../lib/language.ts';
import { useSelectedCountry } from '../../lib/selected-country.ts';
import { previewWithdrawal, withdrawApplication } from './api/withdrawal.ts';

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
      const failure = linkFailureOf(withdrawal.error);
      if (failure !== 'unavailable') return { kind: failure };
    }
    if (preview.isPending) return { kind: 'loading' };
    if (preview.isError) return { kind: linkFailureOf(preview.error) };
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
    <EmailedLinkCard
      id="withdraw-title"
      eyebrow={t('withdrawal.eyebrow')}
      state={view.kind}
      title={text.title}
      body={text.body}
      problem={isProblem}
      busy={view.kind === 'loading'}
    >
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
          <Link href={localizedPath('/')} className={SECONDARY_LINK_CLASS}>
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
        <Link href={localizedPath('/help-and-support')} className={PRIMARY_LINK_CLASS}>
          {t('withdrawal.support')}
        </Link>
      )}
      {(view.kind === 'done' || view.kind === 'already') && (
        <Link href={localizedPath('/')} className={SECONDARY_LINK_CLASS}>
          {t('withdrawal.home')}
        </Link>
      )}
    </EmailedLinkCard>
  );
}
