import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { featureGroups } from '../../apps/server/src/db/seed/data/features.ts';
import { questions } from '../../apps/server/src/db/seed/data/questions.ts';
import { repoRoot } from '../api/processes.ts';

// What the card journey reads and types, in English and in Arabic. The Arabic comes from the
// files the site and the server use (the web app's ar.json bundles, the seed's textAr and nameAr),
// as e2e/tests/arabic.ts takes it, so that the journey finds what an Arabic visitor sees.

export type Language = 'English' | 'Arabic';

export interface JourneyTexts {
  language: Language;
  /** Where the journey starts. */
  path: string;
  personalTitle: string;
  fullName: string;
  email: string;
  phone: string;
  /** The visitor's name and phone, as typed in that language. */
  typedName: string;
  typedPhone: string;
  next: string;
  productTitle: string;
  creditCard: RegExp;
  eligibilityTitle: string;
  /** The accessible names of the answers that pass every rule. */
  bestAnswer: RegExp;
  featuresTitle: string;
  features: string[];
  /** The feature step's "N cards found". */
  cardsFound: RegExp;
  prioritiesTitle: string;
  cardsTitle: string;
  /** A card of the list: its "N% match". */
  cardMatch: RegExp;
  chooseCard: RegExp;
  dialogTitle: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (texts: Iterable<string>) => [...texts].map(escape).join('|');

const FEATURES = ['Dining cashback', 'No annual fee', 'Airport lounge access'];
/** Answers that pass every rule (e2e/tests/wizard-helpers.ts's BEST). */
const BEST =
  /^(AED|SAR) 30,000 or more$|^Salaried, government|national$|^30 to 45$|^None$|^No preference$/;

export const ENGLISH: JourneyTexts = {
  language: 'English',
  path: '/',
  personalTitle: "Let's get to know you",
  fullName: 'Full Name',
  email: 'Email',
  phone: 'Phone Number',
  typedName: 'Layla Haddad',
  typedPhone: '501234567',
  next: 'Next',
  productTitle: 'What would you like to apply for?',
  creditCard: /Credit Card/,
  eligibilityTitle: 'A few questions to get you started',
  bestAnswer: BEST,
  featuresTitle: 'Which 5 card features are you interested in?',
  features: FEATURES,
  cardsFound: /cards? found$/,
  prioritiesTitle: 'Prioritize Your Selection',
  cardsTitle: 'Select your card & enjoy the benefits',
  cardMatch: /% match/,
  chooseCard: /^Choose this card/,
  dialogTitle: 'Confirm details and apply',
};

const webSrc = path.join(repoRoot, 'apps/web/src');

/** Every string of the web app's Arabic bundles by its key path ("wizard.personal.title"). */
function arabicBundles(): Map<string, string> {
  const files = [
    ...readdirSync(path.join(webSrc, 'locales/ar')).map((name) =>
      path.join(webSrc, 'locales/ar', name),
    ),
    ...readdirSync(path.join(webSrc, 'features'))
      .map((feature) => path.join(webSrc, 'features', feature, 'locales/ar.json'))
      .filter((file) => existsSync(file)),
  ];
  const texts = new Map<string, string>();
  const flatten = (value: unknown, prefix: string) => {
    if (typeof value === 'string') texts.set(prefix, value);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        flatten(child, prefix ? `${prefix}.${key}` : key);
      }
    }
  };
  for (const file of files) flatten(JSON.parse(readFileSync(file, 'utf8')) as unknown, '');
  return texts;
}

/** The Arabic journey's texts (read from the files when asked for, once). */
export function arabicTexts(): JourneyTexts {
  const bundles = arabicBundles();
  const ar = (key: string) => {
    const text = bundles.get(key);
    if (text === undefined) throw new Error(`no Arabic text for ${key}`);
    return text;
  };
  /** A text with {{values}} as a pattern matching any value. */
  const pattern = (key: string) =>
    escape(ar(key))
      .replace(/\\\{\\\{\s*\w+\s*\\\}\\\}/g, '\\S+')
      .replace(/\s+/g, '\\s+');
  const featureNames = new Map(
    featureGroups.flatMap((group) => group.subFeatures.map((sub) => [sub.name, sub.nameAr])),
  );
  const bestAnswers = questions.flatMap((question) =>
    question.options.filter((option) => BEST.test(option.text)).map((option) => option.textAr),
  );
  const cardsFound = [...bundles.keys()].filter((key) =>
    key.startsWith('wizard.features.cardsFound_'),
  );
  return {
    language: 'Arabic',
    path: '/ar',
    personalTitle: ar('wizard.personal.title'),
    fullName: ar('wizard.personal.fullName'),
    email: ar('wizard.personal.email'),
    phone: ar('wizard.personal.phone'),
    typedName: 'ليلى حداد',
    // Typed on an Arabic keyboard: the site reads it as 501234567.
    typedPhone: '٥٠١٢٣٤٥٦٧',
    next: ar('shared.wizardNav.next'),
    productTitle: ar('wizard.product.title'),
    creditCard: new RegExp(escape(ar('wizard.product.Card.name'))),
    eligibilityTitle: ar('wizard.eligibility.title'),
    bestAnswer: new RegExp(`^(${anyOf(bestAnswers)})$`),
    featuresTitle: ar('wizard.features.title'),
    features: FEATURES.map((name) => {
      const arabic = featureNames.get(name);
      if (!arabic) throw new Error(`no feature named ${name}`);
      return arabic;
    }),
    cardsFound: new RegExp(`^(${cardsFound.map(pattern).join('|')})$`),
    prioritiesTitle: ar('wizard.priorities.title'),
    cardsTitle: ar('wizard.cards.title'),
    cardMatch: new RegExp(pattern('wizard.cards.match')),
    chooseCard: new RegExp(`^${escape(ar('wizard.cards.chooseShort'))}`),
    dialogTitle: ar('wizard.cards.dialogTitle'),
  };
}
