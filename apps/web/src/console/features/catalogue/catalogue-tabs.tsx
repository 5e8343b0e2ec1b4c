import { Link } from 'wouter';
import { KIND_SLUGS, KINDS, type KindSlug } from './kinds.ts';

/** The catalogue's kinds, one link each: the catalogue's own navigation. */
export function CatalogueTabs({ current }: { current: KindSlug }) {
  return (
    <nav aria-label="Catalogue" className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-ink-300 px-1">
        {KIND_SLUGS.map((slug) => (
          <li key={slug}>
            <Link
              href={`/catalogue/${slug}`}
              aria-current={slug === current ? 'page' : undefined}
              className={`-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium ${
                slug === current
                  ? 'border-brand-700 text-brand-900'
                  : 'border-transparent text-ink-700 hover:border-ink-300 hover:text-ink-900'
              }`}
            >
              {KINDS[slug].title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
