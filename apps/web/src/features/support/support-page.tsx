import { useTranslation } from '../../lib/i18n.ts';
import { SupportForm } from './support-form.tsx';

/** Route /help-and-support (SPEC section 2). */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid max-w-4xl gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <section
        aria-labelledby="support-title"
        className="rounded-card border border-ink-100 bg-white p-5 shadow-sm sm:p-8"
      >
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {t('support.eyebrow')}
        </p>
        <h1 id="support-title" className="mt-1 text-2xl font-semibold tracking-tight sm:text-3xl">
          {t('support.title')}
        </h1>
        <p className="mt-2 max-w-prose text-ink-700">{t('support.lead')}</p>
        <div className="mt-6">
          <SupportForm />
        </div>
      </section>
      <aside className="space-y-3 self-start rounded-card bg-brand-900 p-5 text-brand-50 sm:p-6">
        <Assurance icon="clock">{t('support.replyTime')}</Assurance>
        <Assurance icon="lock">{t('support.private')}</Assurance>
      </aside>
    </div>
  );
}

function Assurance({ icon, children }: { icon: 'clock' | 'lock'; children: string }) {
  return (
    <p className="flex items-start gap-3 text-sm leading-5">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-800 text-brand-200">
        <svg
          viewBox="0 0 20 20"
          className="size-4"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        >
          {icon === 'clock' ? (
            <>
              <circle cx="10" cy="10" r="7" />
              <path d="M10 6v4l2.5 2" />
            </>
          ) : (
            <>
              <rect x="4.5" y="9" width="11" height="7.5" rx="1.5" />
              <path d="M7 9V6.5a3 3 0 016 0V9" />
            </>
          )}
        </svg>
      </span>
      <span className="pt-1.5">{children}</span>
    </p>
  );
}
