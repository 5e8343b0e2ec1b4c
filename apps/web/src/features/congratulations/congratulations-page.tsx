import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useHistoryState } from 'wouter/use-browser-location';
import { Button } from '../../components/ui/button.tsx';
import { BONUS_AMOUNT_AED } from '../../config/ui.ts';
import { useFormat } from '../../lib/format.ts';
import { useLocalizedNavigate } from '../../lib/language.ts';
import { CelebrationCompact, CelebrationWide } from './illustrations.tsx';

export interface CongratulationsState {
  product?: {
    productName?: string;
    organizationName?: string;
    applicationType?: 'Card' | 'Loan';
    /** The partner's page, offered again in case the browser blocked the new tab. */
    routingUrl?: string;
  };
}

/** Marks the extra history entry this page adds, so a remount does not add another. */
const GUARD = 'mizanCongratulationsGuard';

/**
 * While this page is open the browser's Back goes home (SPEC section 2): the page adds a copy
 * of itself to the history, and leaving that copy with Back replaces the page with '/'.
 */
function useBackGoesHome() {
  const navigate = useLocalizedNavigate();
  useEffect(() => {
    const state: unknown = window.history.state;
    const guarded = typeof state === 'object' && state !== null && GUARD in state;
    if (!guarded) window.history.pushState({ ...(state as object | null), [GUARD]: true }, '');
    const onPopState = () => void navigate('/', { replace: true });
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [navigate]);
}

/** Route /congratulations: after the partner bank's page has opened. */
export function Component() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useLocalizedNavigate();
  const state = useHistoryState<CongratulationsState | null>();
  useBackGoesHome();

  const product = state?.product;
  const isLoan = product?.applicationType === 'Loan';

  return (
    <section
      aria-labelledby="congratulations-title"
      className="mx-auto max-w-2xl overflow-hidden rounded-card border border-ink-100 bg-white text-center shadow-sm"
    >
      <div className="bg-gradient-to-b from-brand-50 to-white px-6 pt-8">
        <CelebrationCompact className="mx-auto size-40 min-[432px]:hidden" />
        <CelebrationWide className="mx-auto hidden h-auto w-full max-w-md min-[432px]:block" />
      </div>
      <div className="px-5 pt-4 pb-8 sm:px-12 sm:pb-12">
        <h1
          id="congratulations-title"
          className="text-2xl leading-tight font-semibold tracking-tight text-balance sm:text-3xl"
        >
          {isLoan ? t('congratulations.titleLoan') : t('congratulations.titleCard')}
        </h1>
        {product?.productName && (
          <p className="mt-3 font-medium text-brand-800">
            {/* A name that already says its bank ("القرض الشخصي من بنك أبوظبي الأول") says it once. */}
            {product.organizationName && !product.productName.includes(product.organizationName)
              ? t('congratulations.withBank', {
                  product: product.productName,
                  organization: product.organizationName,
                })
              : product.productName}
          </p>
        )}
        <p className="mx-auto mt-4 max-w-prose text-ink-700">{t('congratulations.next')}</p>
        {product?.routingUrl && (
          <p className="mt-3 text-sm text-ink-700">
            {t('congratulations.notOpened')}{' '}
            <a
              href={product.routingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {t('congratulations.openPartner', {
                organization: product.organizationName ?? t('congratulations.theBank'),
              })}
            </a>
          </p>
        )}
        <p className="mx-auto mt-5 flex max-w-prose items-start justify-center gap-2 rounded-xl bg-gold-400/15 px-4 py-3 text-start text-sm text-ink-900">
          <svg
            viewBox="0 0 20 20"
            className="mt-0.5 size-4 shrink-0 text-gold-500"
            aria-hidden="true"
          >
            <path
              d="M10 2l2.4 5 5.6.7-4.1 3.8 1 5.5L10 14.3 5.1 17l1-5.5L2 7.7 7.6 7z"
              fill="currentColor"
            />
          </svg>
          {t('congratulations.bonus', { amount: format.money(BONUS_AMOUNT_AED, 'ae') })}
        </p>
        <Button className="mt-8 w-full sm:w-auto sm:min-w-48" onClick={() => void navigate('/')}>
          {t('congratulations.backHome')}
        </Button>
      </div>
    </section>
  );
}
