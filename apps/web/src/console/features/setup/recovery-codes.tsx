import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

/** The ten recovery codes, shown once, with a way to copy them and to save them as a file. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState<string | undefined>();
  const text = `Mizan console recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('Copied to the clipboard.');
    } catch {
      setCopied('The browser did not allow copying: select the codes, or download them.');
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'mizan-console-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="space-y-4">
      {/* One code a line on a phone: two columns there broke each code in half. */}
      <ol
        className="grid gap-2 rounded-xl border border-ink-300 bg-ink-50 p-4 font-mono text-sm sm:grid-cols-2"
        aria-label="Recovery codes"
      >
        {codes.map((code) => (
          <li key={code} className="whitespace-nowrap select-all">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button variant="secondary" onClick={download}>
          Download codes
        </Button>
      </div>
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-brand-800">
        {copied}
      </p>
    </div>
  );
}
