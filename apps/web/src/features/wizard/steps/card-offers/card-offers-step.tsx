import { CURRENCIES, type CardRecommendation } from '@mizan/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import { Link } from 'wouter';
import { showError } from '../../../../components/ui/snackbar.tsx';
import { useLanguage, useLocalizedPath } from '../../../../lib/language.ts';
import { useApplyForProduct } from '../../api/apply-for-product.ts';
import {
  cardPagesQuery,
  DEFAULT_CARD_LIST_VIEW,
  isDefaultCardListView,
  type CardListView,
} from '../../api/get-card-page.ts';
import { saveProductRecommendations } from '../../api/save-product-recommendations.ts';
import { requestFailure } from '../../api/show-api-error.ts';
import { MissingApplication } from '../../components/missing-application.tsx';
import { RedirectOverlay } from '../../components/redirect-overlay.tsx';
import { StepAlert } from '../../components/step-alert.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { WizardNav } from '../../components/wizard-nav.tsx';
import { dispatch, useWizard } from '../../wizard-store.ts';
import { ApplyCardDialog } from './apply-card-dialog.tsx';
import { CardListControls } from './card-list-controls.tsx';
import { CardTile, CardTileSkeleton } from './card-tile.tsx';
import { CompareBar } from './compare-bar.tsx';
import { ComparisonDialog } from './comparison-dialog.tsx';
import { useComparedCards } from './use-compared-cards.ts';

/** Step 4 for cards: 'Select your card & enjoy the benefits' (SPEC sections 2 and 4). */
export function CardOffersStep() {
  const { applicationId } = useWizard();
  if (!applicationId) return <MissingApplication />;
  return <CardOffers applicationId={applicationId} />;
}

const logFailure = (error: unknown) => console.error('Saving the cards shown failed', error);

function CardOffers({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const { country, features } = useWizard();
  const language = useLanguage();
  const localizedPath = useLocalizedPath();
  const [view, setView] = useState<CardListView>(DEFAULT_CARD_LIST_VIEW);
  // A changed view is a new query (page 0 again); the cards shown stay until its answer comes.
  const pages = useInfiniteQuery({
    ...cardPagesQuery(country, language, applicationId, features, view),
    placeholderData: keepPreviousData,
  });
  const [chosen, setChosen] = useState<CardRecommendation | undefined>(undefined);
  const compared = useComparedCards();
  const [comparing, setComparing] = useState(false);
  const { apply, submitting, redirecting } = useApplyForProduct(() => {
    setChosen(undefined);
    setComparing(false);
  });
  const cards = pages.data?.pages.flatMap((page) => page.content) ?? [];
  const firstPage = pages.isPlaceholderData ? undefined : pages.data?.pages[0];
  const total = pages.data?.pages[0]?.totalElements;
  const currency = CURRENCIES[country ?? 'ae'];
  const filtered = Object.values(view.filters).some(Boolean);

  // The first page of a filtered or reordered list shows cards step 3 did not record as shown.
  useEffect(() => {
    if (!firstPage || firstPage.content.length === 0 || isDefaultCardListView(view)) return;
    saveProductRecommendations(
      { country, language },
      applicationId,
      firstPage.content.map((card) => card.productId),
    ).catch(logFailure);
  }, [firstPage, view, country, language, applicationId]);

  async function viewMore() {
    if (!pages.hasNextPage) {
      showError(t('wizard.cards.noMoreTitle'), t('wizard.cards.noMoreMessage'));
      return;
    }
    const result = await pages.fetchNextPage();
    if (result.isError) {
      showError(t('wizard.priorities.failedTitle'), requestFailure(result.error));
      return;
    }
    const page = result.data?.pages.at(-1);
    if (!page || page.empty) {
      showError(t('wizard.cards.noMoreTitle'), t('wizard.cards.noMoreMessage'));
      return;
    }
    saveProductRecommendations(
      { country, language },
      applicationId,
      page.content.map((card) => card.productId),
    ).catch(logFailure);
  }

  function applyFromComparison(productId: number) {
    setChosen(compared.cards.find((card) => card.productId === productId));
  }

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <StepHeading title={t('wizard.cards.title')} lead={t('wizard.cards.lead')} />
        <button
          type="button"
          onClick={() => dispatch({ type: 'back' })}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink-300 bg-white px-4 text-sm font-medium text-ink-900 hover:border-brand-600 max-[431px]:hidden"
        >
          {t('wizard.cards.resetFilter')}
        </button>
      </div>

      <CardListControls view={view} onChange={setView} currency={currency} />

      <div className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <p role="status" className="font-medium text-ink-900">
          {total !== undefined && t('wizard.cards.count', { count: total })}
        </p>
        <Link
          to={localizedPath('/how-we-rank')}
          className="text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {t('wizard.cards.howWeRank')}
        </Link>
      </div>

      {pages.isError && !pages.data && <StepAlert message={requestFailure(pages.error)} />}
      <ul
        className={`mt-4 grid gap-4 transition-opacity md:grid-cols-2 ${
          pages.isPlaceholderData ? 'opacity-60' : ''
        }`}
        aria-busy={pages.isPending || pages.isPlaceholderData}
      >
        {pages.isPending
          ? [0, 1, 2, 3].map((index) => <CardTileSkeleton key={index} />)
          : cards.map((card) => (
              <CardTile
                key={card.productId}
                card={card}
                onChoose={() => setChosen(card)}
                compared={compared.isCompared(card.productId)}
                onToggleCompare={() => compared.toggle(card)}
              />
            ))}
      </ul>
      {pages.data && cards.length === 0 && (
        <div className="mt-4 rounded-card bg-white p-5 text-ink-700 ring-1 ring-ink-100">
          <p>{filtered ? t('wizard.cards.noneFiltered') : t('wizard.cards.none')}</p>
          {filtered && (
            <button
              type="button"
              onClick={() => setView({ ...view, filters: {} })}
              className="mt-3 min-h-11 rounded-full border border-brand-700 px-5 font-medium text-brand-700 hover:bg-brand-50"
            >
              {t('wizard.cards.filters.clear')}
            </button>
          )}
        </div>
      )}
      {cards.length > 0 && (
        <div className="mt-6 text-center">
          <button
            type="button"
            onClick={() => void viewMore()}
            disabled={pages.isFetchingNextPage || pages.isPlaceholderData}
            className="min-h-11 rounded-full px-5 font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800 disabled:text-ink-500"
          >
            {pages.isFetchingNextPage ? t('wizard.cards.loadingMore') : t('wizard.cards.viewMore')}
          </button>
        </div>
      )}
      <CompareBar
        cards={compared.cards}
        onRemove={compared.toggle}
        onClear={compared.clear}
        onCompare={() => setComparing(true)}
      />
      <WizardNav onBack={() => dispatch({ type: 'back' })} hideNext backNarrowOnly />
      <ComparisonDialog
        open={comparing}
        onClose={() => setComparing(false)}
        productIds={compared.cards.map((card) => card.productId)}
        spend={view.spend}
        onApply={applyFromComparison}
      />
      <ApplyCardDialog
        card={chosen}
        onClose={() => setChosen(undefined)}
        onApply={(contact) => apply(chosen, contact)}
        submitting={submitting}
      />
      {redirecting && <RedirectOverlay productType="Card" />}
    </>
  );
}
