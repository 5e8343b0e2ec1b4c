import type { MatchReasons as Reasons, RankedFeature } from '@mizan/contracts';
import { Fragment } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import { Trans } from '../../../../lib/trans.tsx';
import { useLanguage } from '../../../../lib/language.ts';

/**
 * The features in the language's own list grammar ("#1 Dining and #2 Grocery", "#1, #2, and
 * #3"; in Arabic with و): Intl.ListFormat gives the joining words, each feature is drawn in
 * its place.
 */
function RankedList({ features }: { features: RankedFeature[] }) {
  const language = useLanguage();
  const parts = new Intl.ListFormat(language, { type: 'conjunction' }).formatToParts(
    features.map((feature) => String(feature.featureId)),
  );
  let next = 0;
  return (
    <>
      {parts.map((part, index) => {
        if (part.type === 'literal') return <Fragment key={index}>{part.value}</Fragment>;
        const feature = features[next++]!;
        return (
          <Trans
            key={index}
            i18nKey="wizard.cards.why.item"
            values={{ priority: feature.priority }}
            // A catalogue text: isolated, so an English name keeps its order in Arabic.
            components={{ name: <bdi>{feature.featureName}</bdi> }}
          />
        );
      })}
    </>
  );
}

/**
 * "Why this card": which of the visitor's ranked features the card meets and misses, each in
 * priority order, as the server decided them (the match percent's reasons).
 */
export function MatchReasons({ reasons }: { reasons: Reasons }) {
  const { t } = useTranslation();
  const { meets, misses } = reasons;
  if (meets.length === 0 && misses.length === 0) return null;
  const key =
    meets.length === 0
      ? 'wizard.cards.why.missesOnly'
      : misses.length === 0
        ? 'wizard.cards.why.meetsOnly'
        : 'wizard.cards.why.both';
  return (
    <p className="text-sm text-ink-700">
      <span className="font-semibold text-ink-900">{t('wizard.cards.why.title')}</span>{' '}
      <Trans
        i18nKey={key}
        components={{
          meets: <RankedList features={meets} />,
          misses: <RankedList features={misses} />,
        }}
      />
    </p>
  );
}
