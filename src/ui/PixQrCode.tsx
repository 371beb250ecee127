import qrcode from 'qrcode-generator';
import { useMemo, useRef, useState } from 'react';
import { Button } from './Button';
import './pix-qr.css';

/** The quiet zone the QR specification asks for: without it some bank apps fail to read the code. */
const QUIET_ZONE = 4;

/** The dark modules as one SVG path, one 1x1 square each, offset by the quiet zone. */
function qrPath(payload: string): { size: number; path: string } {
  // Level M: the BR Code manual's examples use it; it keeps a 150-character payload at version 7.
  const code = qrcode(0, 'M');
  code.addData(payload, 'Byte');
  code.make();
  const count = code.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (code.isDark(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { size: count + 2 * QUIET_ZONE, path };
}

/**
 * A Pix BR Code as a QR: dark on white whatever the theme (phones read a light-on-dark code badly),
 * crisp at any size since it is drawn as vector modules.
 */
export function PixQrCode({ payload, size = 240, label = 'QR Code do Pix' }: { payload: string; size?: number; label?: string }) {
  const qr = useMemo(() => qrPath(payload), [payload]);
  return (
    <svg className="pix-qr" role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges">
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}

/** 'Copiar código Pix': to the clipboard, or the code shown selected to copy by hand when it refuses. */
export function PixCopyButton({ payload }: { payload: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const text = useRef<HTMLTextAreaElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(payload);
      setCopied('yes');
    } catch {
      // No clipboard permission (an old browser, a page not in focus): show the code to copy by hand.
      setCopied('no');
      requestAnimationFrame(() => text.current?.select());
    }
  }

  return (
    <div className="pix-copy">
      <Button variant="secondary" onClick={() => void copy()}>
        Copiar código Pix
      </Button>
      <p className="hint" role="status">
        {copied === 'yes' ? 'Código copiado. Cole no app do seu banco, em Pix copia e cola.' : copied === 'no' ? 'Não foi possível copiar sozinho: copie o código abaixo.' : ''}
      </p>
      {copied === 'no' ? <textarea ref={text} className="pix-copy__text" aria-label="Código Pix copia e cola" readOnly rows={4} value={payload} onFocus={(event) => event.currentTarget.select()} /> : null}
    </div>
  );
}
