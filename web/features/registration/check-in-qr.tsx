import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The person's check-in code as a QR image for the volunteer's camera, drawn in the browser from the
 * code itself (nothing leaves the page), with the code as text below for typing when the camera fails.
 */
export function CheckInQr({ code, label }: { code: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    qrSvg(code, {
      type: 'svg',
      margin: 2,
      errorCorrectionLevel: 'M',
      color: { dark: '#000000', light: '#ffffff' },
    })
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => setSrc(null));
    return () => {
      live = false;
    };
  }, [code]);
  return src ? (
    <img className="check-in-qr" src={src} alt={label} width={200} height={200} data-testid="check-in-qr" />
  ) : null;
}
