import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '../../lib/use-hydrated.tsx';

type Variant = 'primary' | 'secondary' | 'ghost';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-ink-300',
  secondary:
    'border border-brand-700 bg-white text-brand-700 hover:bg-brand-50 disabled:border-ink-300 disabled:text-ink-500',
  ghost: 'text-brand-700 hover:bg-brand-50 disabled:text-ink-500',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
}

/**
 * 44 px tall at least: comfortable for thumbs, above WCAG's 24 px target size.
 *
 * A submit button submits only once the page has hydrated: in a prerendered page's first moment
 * the browser would otherwise submit the form itself, a GET that puts what was typed (a name, an
 * email) in the URL.
 */
export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type={type === 'submit' && !hydrated ? 'button' : type}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 font-medium transition-colors disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`}
      {...props}
    />
  );
}
