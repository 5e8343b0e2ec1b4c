import { Link, useSearch } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import {
  EmailedLinkCard,
  PRIMARY_LINK_CLASS,
  SECONDARY_LINK_CLASS,
} from '../../components/ui/emailed-link-card.tsx';
import { isWellFormedToken, linkFailureOf } from '../../lib/emailed-link.ts';
import { useFormat } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocalizedPath } from '../../lib/language.ts';
import { useConfirmDataRequest } from './api/data-requests.ts';

type View =
  | { kind: 'confirm' }
  | { kind: 'done'; request: 'export' | 'erase'; dueAt: string }
  | { kind: 'expired' }
  | { kind: 'invalid' }
  | { kind: 'unavailable' };

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
    if (confirmation.isError) return { kind: linkFailureOf(confirmation.error) };
    return { kind: 'confirm' };
  })();

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
    <EmailedLinkCard
      id="your-data-confirm-title"
      eyebrow={t('yourData.confirm.eyebrow')}
      state={view.kind}
      title={text.title}
      body={text.body}
      problem={isProblem}
    >
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
        <Link href={localizedPath('/help-and-support')} className={PRIMARY_LINK_CLASS}>
          {t('yourData.confirm.support')}
        </Link>
      )}
      {view.kind === 'done' && (
        <Link href={localizedPath('/')} className={SECONDARY_LINK_CLASS}>
          {t('yourData.confirm.home')}
        </Link>
      )}
    </EmailedLinkCard>
  );
}
