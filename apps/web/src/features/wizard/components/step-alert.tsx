import type { ReactNode } from 'react';

export interface StepAlertProps {
  message: ReactNode;
  /** A way out: Try again, Start from the beginning. */
  action?: ReactNode;
  className?: string;
}

/** A step that cannot show its content says why, in place of it, and offers what to do. */
export function StepAlert({ message, action, className = 'mt-6' }: StepAlertProps) {
  return (
    <div
      role="alert"
      className={`rounded-card border border-danger-600/30 bg-danger-50 p-5 ${className}`}
    >
      <p className="text-ink-900">{message}</p>
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}
