import type { FactSource } from '@mizan/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useFormat } from '../../../lib/format.ts';

/** The host of a source address, as a visitor recognises it ("emiratesnbd.com"). */
export function sourceHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** "Source: emiratesnbd.com, checked 24 November 2026", the host a link to the page itself. */
export function FactSourceNote({ source, className }: { source: FactSource; className?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const link = (
    <a
      href={source.url}
      target="_blank"
      rel="noopener noreferrer"
      className="underline underline-offset-2 hover:text-brand-700"
    >
      <bdi>{sourceHost(source.url)}</bdi>
      <span className="sr-only"> {t('wizard.opensInNewTab')}</span>
    </a>
  );
  return (
    <span className={className ?? 'text-xs text-ink-600'}>
      {t('wizard.facts.source')} {link}
      {source.checkedOn && (
        <>
          {t('wizard.facts.checkedOnSeparator')}
          {t('wizard.facts.checkedOn', { date: format.date(source.checkedOn) })}
        </>
      )}
    </span>
  );
}

/** A fact's value as `render` draws it, or "Not published" when the bank publishes none. */
export function PublishedValue<T>({
  fact,
  render,
}: {
  fact: { value: T | null };
  render: (value: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (fact.value === null) {
    return <span className="text-ink-600 italic">{t('wizard.facts.notPublished')}</span>;
  }
  return <>{render(fact.value)}</>;
}
