import type { ProductType } from '@mizan/contracts';
import { useId } from 'react';

export interface ProductTileProps {
  product: ProductType;
  selected: boolean;
  onSelect: () => void;
  name: string;
  question: string;
  bonus: string;
}

function ProductIcon({ product }: { product: ProductType }) {
  return (
    <svg viewBox="0 0 48 48" className="size-12 shrink-0" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="14" fill="#ccfbf1" />
      {product === 'Card' ? (
        <>
          <rect x="9" y="14" width="30" height="20" rx="4" fill="#0f766e" />
          <rect x="9" y="19" width="30" height="4" fill="#134e4a" />
          <rect x="13" y="27" width="10" height="3" rx="1.5" fill="#99f6e4" />
        </>
      ) : (
        <>
          <circle cx="24" cy="24" r="13" fill="#0f766e" />
          <path
            d="M24 16v16M28.5 19.5c-1-1.2-2.6-1.8-4.5-1.8-2.7 0-4.5 1.3-4.5 3.2 0 4.6 9.2 2.3 9.2 6.9 0 1.9-1.9 3.3-4.7 3.3-2 0-3.8-.7-4.8-2"
            stroke="#fff"
            strokeWidth="2.2"
            fill="none"
            strokeLinecap="round"
          />
        </>
      )}
    </svg>
  );
}

/** One of step 1's two choices: a radio button drawn as a large tile. */
export function ProductTile({
  product,
  selected,
  onSelect,
  name,
  question,
  bonus,
}: ProductTileProps) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={`relative flex cursor-pointer gap-4 rounded-card border-2 bg-white p-5 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
        selected ? 'border-brand-600 bg-brand-50/60' : 'border-ink-100 hover:border-brand-200'
      }`}
    >
      <input
        id={id}
        type="radio"
        name="product"
        value={product}
        checked={selected}
        onChange={onSelect}
        className="absolute end-4 top-4 size-5 cursor-pointer accent-brand-700 focus-visible:outline-none"
      />
      <ProductIcon product={product} />
      <span className="min-w-0 flex-1 pe-6">
        <span className="block text-lg font-semibold text-ink-900">{name}</span>
        <span className="mt-1 block text-ink-700">{question}</span>
        <span className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-gold-400/20 px-3 py-1 text-sm font-medium text-ink-900">
          <svg
            viewBox="0 0 20 20"
            className="size-4 text-gold-500"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M10 1.5l2.5 5.3 5.8.7-4.3 4 1.1 5.7L10 14.4l-5.1 2.8 1.1-5.7-4.3-4 5.8-.7z"
              fill="currentColor"
            />
          </svg>
          {bonus}
        </span>
      </span>
    </label>
  );
}
