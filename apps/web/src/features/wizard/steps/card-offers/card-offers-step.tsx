import type { CardRecommendation } from '@mizan/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../../components/ui/snackbar.tsx';
import { useLanguage } from '../../../../lib/language.ts';
import { useApplyForProduct } from '../../api/apply-for-product.ts';
import { cardPagesQuery } from '../../api/get-card-page.ts';
import { saveProductRecommendations } from '../../api/save-product-recommendations.ts';
import { requestFailure } from '../../api/show-api-error.ts';
import { MissingApplication } from '../../components/missing-application.tsx';
import { RedirectOverlay } from '../../components/redirect-overlay.tsx';
import { StepAlert } from '../../components/step-alert.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { WizardNav } from '../../components/wizard-nav.tsx';
import { dispatch, useWizard } from '../../wizard-store.ts';
import { ApplyCardDialog } from './apply-card-dialog.tsx';
import { CardTile, CardTileSkeleton } from './card-tile.tsx';

/** Step 4 for cards: 'Select your card & enjoy the benefits' (SPEC sections 2 and 4). */
export function CardOffersStep() {
  const { applicationId } = useWizard();
  if (!applicationId) return <MissingApplication />;
  return <CardOffers applicationId={applicationId} />;
}

function CardOffers({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const { country, features } = useWizard();
  const language = useLanguage();
  const pages = useInfiniteQuery(cardPagesQuery(country, language, applicationId, features));
  const [chosen, setChosen] = useState<CardRecommendation | undefined>(undefined);
  const { apply, submitting, redirecting } = useApplyForProduct(() => setChosen(undefined));
  const cards = pages.data?.pages.flatMap((page) => page.content) ?? [];

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
    ).catch((error: unknown) => console.error('Saving the cards shown failed', error));
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
      {pages.isError && !pages.data && <StepAlert message={requestFailure(pages.error)} />}
      <ul className="mt-6 grid gap-4 md:grid-cols-2" aria-busy={pages.isPending}>
        {pages.isPending
          ? [0, 1, 2, 3].map((index) => <CardTileSkeleton key={index} />)
          : cards.map((card) => (
              <CardTile key={card.productId} card={card} onChoose={() => setChosen(card)} />
            ))}
      </ul>
      {pages.data && cards.length === 0 && (
        <p className="mt-6 rounded-card bg-white p-5 text-ink-700">{t('wizard.cards.none')}</p>
      )}
      {cards.length > 0 && (
        <div className="mt-6 text-center">
          <button
            type="button"
            onClick={() => void viewMore()}
            disabled={pages.isFetchingNextPage}
            className="min-h-11 rounded-full px-5 font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800 disabled:text-ink-500"
          >
            {pages.isFetchingNextPage ? t('wizard.cards.loadingMore') : t('wizard.cards.viewMore')}
          </button>
        </div>
      )}
      <WizardNav onBack={() => dispatch({ type: 'back' })} hideNext backNarrowOnly />
      <ApplyCardDialog
        card={chosen}
        onClose={() => setChosen(undefined)}
        onApply={() => apply(chosen)}
        submitting={submitting}
      />
      {redirecting && <RedirectOverlay productType="Card" />}
    </>
  );
}
