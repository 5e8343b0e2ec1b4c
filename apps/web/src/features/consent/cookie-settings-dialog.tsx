import * as Switch from '@radix-ui/react-switch';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import type { CookieSettings } from './consent-storage.ts';

const CATEGORIES = ['functional', 'performance', 'advertising'] as const;

export interface CookieSettingsDialogProps {
  open: boolean;
  /** The switches' positions when the dialog opens. */
  initial: CookieSettings;
  onConfirm: (settings: CookieSettings) => void;
  /** Cancel, Escape or a tap outside. */
  onCancel: () => void;
}

/** SPEC section 2: Manage Cookie Settings, one labelled switch per cookie category. */
export function CookieSettingsDialog({
  open,
  initial,
  onConfirm,
  onCancel,
}: CookieSettingsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={t('consent.settings.title')}
      description={t('consent.settings.description')}
    >
      {/* Mounted per opening, so that the switches start from `initial` every time. */}
      {open && <SettingsForm initial={initial} onConfirm={onConfirm} onCancel={onCancel} />}
    </Dialog>
  );
}

function SettingsForm({ initial, onConfirm, onCancel }: Omit<CookieSettingsDialogProps, 'open'>) {
  const { t } = useTranslation();
  const [settings, setSettings] = useState(initial);
  return (
    <>
      <ul className="mt-5 divide-y divide-ink-100 rounded-xl border border-ink-100">
        {CATEGORIES.map((category) => (
          <CategorySwitch
            key={category}
            label={t(`consent.settings.${category}.label`)}
            hint={t(`consent.settings.${category}.hint`)}
            checked={settings[category]}
            onCheckedChange={(checked) => setSettings((s) => ({ ...s, [category]: checked }))}
          />
        ))}
      </ul>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('consent.settings.cancel')}
        </Button>
        <Button onClick={() => onConfirm(settings)}>{t('consent.settings.confirm')}</Button>
      </div>
    </>
  );
}

function CategorySwitch({
  label,
  hint,
  checked,
  onCheckedChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-start justify-between gap-4 p-4">
      <div className="min-w-0">
        <label htmlFor={`${id}-switch`} className="font-medium text-ink-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-ink-500">
          {hint}
        </p>
      </div>
      <Switch.Root
        id={`${id}-switch`}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-hint`}
        className="relative mt-0.5 inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-ink-300 p-0.5 transition-colors data-[state=checked]:bg-brand-700"
      >
        <Switch.Thumb className="block size-6 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 rtl:data-[state=checked]:-translate-x-5" />
      </Switch.Root>
    </li>
  );
}
