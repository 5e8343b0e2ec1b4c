import { useEffect, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { useFormat } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocalizedPath } from '../../lib/language.ts';
import { failureOf, isWellFormedToken, useConfirmDataRequest } from './api/data-requests.ts';

type View =
  | { kind: 'confirm' }
  | { kind: 'done'; request: 'export' | 'erase'; dueAt: string }
  | { kind: 'expired' }
  | { kind: 'invalid' }
  | { kind: 'unavailable' };

const LINK_CLASS =
  'inline-flex min-h-11 items-center rounded-full border border-brand-700 px-6 font-medium text-brand-700 hover:bg-brand-50';

/**
 * Route /your-data/confirm?token=...: the data request email's link (issue 25). It confirms on
 * the button, never on load: mail scanners open links to check them, and must not confirm a
 * request for the person. Each new state moves focus to its heading, which reads it out.
 */
export function Component() {
  const { t } = useTranslation();
  const format = useFormat();
  const localizedPath = useLocalizedPath();
  const token = new URLSearchParams(useSearch()).get('token');
  const wellFormed = isWellFormedToken(token);
  const confirmation = useConfirmDataRequest(token ?? '');
  const view = ((): View => {
    if (!wellFormed) return { kind: 'invalid' };
    if (confirmation.isSuccess) {
      return { kind: 'done', request: confirmation.data.kind, dueAt: confirmation.data.dueAt };
    }
    if (confirmation.isError) return { kind: failureOf(confirmation.error) };
    return { kind: 'confirm' };
  })();

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

  const text = ((): { title: string; body: string } => {
    switch (view.kind) {
      case 'confirm':
        return { title: t('yourData.confirm.title'), body: t('yourData.confirm.body') };
      case 'done':
        return {
          title: t('yourData.confirm.done.title'),
          body: t(`yourData.confirm.done.${view.request}`, { date: format.date(view.dueAt) }),
        };
      default:
        return {
          title: t(`yourData.confirm.${view.kind}.title`),
          body: t(`yourData.confirm.${view.kind}.body`),
        };
    }
  })();
  const isProblem = view.kind !== 'confirm' && view.kind !== 'done';

  return (
    <section
      aria-labelledby="your-data-confirm-title"
      className="mx-auto max-w-xl rounded-card border border-ink-100 bg-white p-5 shadow-sm sm:p-8"
    >
      {/* The link holds a secret: no search engine keeps it, no other site is told it. */}
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {t('yourData.confirm.eyebrow')}
      </p>
      <div role={isProblem ? 'alert' : undefined}>
        <h1
          id="your-data-confirm-title"
          ref={heading}
          tabIndex={-1}
          className="mt-1 text-2xl font-semibold tracking-tight text-ink-900 focus:outline-none sm:text-3xl"
        >
          {text.title}
        </h1>
        <p className="mt-3 text-ink-700">{text.body}</p>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        {view.kind === 'confirm' && (
          <Button
            onClick={() => confirmation.mutate()}
            disabled={confirmation.isPending}
            aria-busy={confirmation.isPending}
          >
            {confirmation.isPending ? t('yourData.confirm.working') : t('yourData.confirm.button')}
          </Button>
        )}
        {view.kind === 'unavailable' && (
          <Button onClick={() => confirmation.mutate()}>
            {t('yourData.confirm.unavailable.retry')}
          </Button>
        )}
        {(view.kind === 'expired' || view.kind === 'invalid') && (
          <Link
            href={localizedPath('/help-and-support')}
            className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 font-medium text-white hover:bg-brand-800"
          >
            {t('yourData.confirm.support')}
          </Link>
        )}
        {view.kind === 'done' && (
          <Link href={localizedPath('/')} className={LINK_CLASS}>
            {t('yourData.confirm.home')}
          </Link>
        )}
      </div>
    </section>
  );
}
