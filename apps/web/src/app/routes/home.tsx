import { useTranslation } from 'react-i18next';

/** The wizard's frame; its steps arrive with the wizard issue. */
export function Component() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-title" className="rounded-card bg-white p-6 shadow-sm sm:p-10">
      <h1 id="home-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {t('home.title')}
      </h1>
      <p className="mt-3 max-w-prose text-ink-700">{t('home.lead')}</p>
    </section>
  );
}
