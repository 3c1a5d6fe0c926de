import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

/** The deep link as a QR code, to open the bot on a phone from the computer's screen. */
export function LinkQrCode({ url, label }: { url: string; label: string }) {
  const [image, setImage] = useState<string>();
  useEffect(() => {
    let current = true;
    toDataURL(url, { margin: 1, width: 176, errorCorrectionLevel: 'M' })
      .then((data) => current && setImage(data))
      .catch(() => current && setImage(undefined));
    return () => {
      current = false;
    };
  }, [url]);
  return image ? <img src={image} alt={label} width={176} height={176} /> : null;
}
