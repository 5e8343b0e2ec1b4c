import { useEffect, useState } from 'react';

/**
 * The authenticator's otpauth:// address as a QR code, drawn in the browser (the key never goes
 * to another service). An image from a data: URL: the Content-Security-Policy allows those.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [source, setSource] = useState<string | undefined>();
  useEffect(() => {
    let current = true;
    // The library comes with this step only: sign-in, the page opened every day, goes without it.
    import('qrcode')
      .then(({ toDataURL }) =>
        toDataURL(value, { errorCorrectionLevel: 'M', margin: 2, width: 224 }),
      )
      .then((url) => current && setSource(url))
      .catch(() => current && setSource(undefined));
    return () => {
      current = false;
    };
  }, [value]);
  return (
    <div className="flex size-56 items-center justify-center rounded-xl border border-ink-300 bg-white">
      {source ? (
        <img src={source} alt={label} width={224} height={224} />
      ) : (
        <span className="text-sm text-ink-500">Drawing the code…</span>
      )}
    </div>
  );
}
