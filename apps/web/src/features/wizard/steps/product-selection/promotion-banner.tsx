import { catalogueImageSrc } from '../../../../lib/catalogue-image.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { usePromotionBanner } from '../../api/get-banners.ts';
import { useWizard } from '../../wizard-store.ts';

/** Banner id 2 (SPEC section 2). It keeps its space while loading; if it fails, nothing shows. */
export function PromotionBanner() {
  const { t } = useTranslation();
  const { country } = useWizard();
  const { data: banner, isPending } = usePromotionBanner(country);
  if (!isPending && !banner) return null;
  return (
    <aside
      aria-label={t('wizard.product.bannerLabel')}
      className="mt-6 flex min-h-32 flex-col overflow-hidden rounded-card border border-ink-100 bg-white sm:flex-row"
    >
      {banner ? (
        <>
          <img
            src={catalogueImageSrc(banner.imageUrl, 'banners')}
            alt=""
            width={1200}
            height={400}
            className="aspect-[3/1] h-auto w-full shrink-0 object-cover sm:w-80 sm:self-center"
          />
          <div className="flex flex-1 flex-col justify-center gap-2 p-5">
            <p className="font-semibold text-ink-900">{banner.title}</p>
            <p className="text-sm text-ink-700">{banner.description}</p>
            <a
              href={banner.routingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 inline-flex w-fit items-center gap-1 rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {t('wizard.product.applyNow')}
              <span className="sr-only"> {t('wizard.opensInNewTab')}</span>
            </a>
          </div>
        </>
      ) : (
        <div className="flex-1 animate-pulse bg-ink-100" aria-hidden="true" />
      )}
    </aside>
  );
}
