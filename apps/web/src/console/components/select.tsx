import type { ComponentProps } from 'react';
import { inputClass } from '../../components/ui/form-field.tsx';

/** A native select in the forms' look: the keyboard and screen readers know it already. */
export function Select({ className = '', ...props }: ComponentProps<'select'>) {
  return <select className={`${inputClass} border-ink-300 py-2.5 ${className}`} {...props} />;
}
