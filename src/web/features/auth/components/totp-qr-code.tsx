import { renderSVG } from 'uqr';

/** The authenticator secret as a QR code, drawn here from the otpauth:// URI: nothing leaves the browser. */
export function TotpQrCode({ uri }: { uri: string }) {
  const svg = renderSVG(uri, { border: 2 });
  return (
    <img
      src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
      alt="QR code to scan with your authenticator app"
      width={208}
      height={208}
      className="rounded-xl border border-line bg-white p-2"
    />
  );
}

/** The secret written out in groups of four, for apps that cannot scan. */
export function manualKey(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret') ?? '';
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}
