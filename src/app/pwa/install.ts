import { useEffect, useState } from 'react';

/** Chromium's install prompt event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

// Captured at start-up: the browser fires it once, possibly before the header mounts.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    for (const listener of listeners) listener();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    for (const listener of listeners) listener();
  });
}

export function isInstalled(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
}

export type InstallOutcome = 'accepted' | 'cancelled' | 'installed' | 'unavailable';

/** The install messages (SPEC.md section 8 lists one alert for each outcome). */
export const INSTALL_MESSAGES: Record<InstallOutcome, string> = {
  accepted: 'Pronto! O Sabor foi instalado e está na sua tela inicial.',
  cancelled: 'Instalação cancelada. Você pode instalar o Sabor quando quiser pelo botão Instalar.',
  installed: 'O Sabor já está instalado neste aparelho.',
  unavailable: 'A instalação não está disponível neste navegador. No iPhone, toque em Compartilhar e depois em "Adicionar à Tela de Início".',
};

/** Asks the browser to install the app and says how it went. */
export async function promptInstall(): Promise<InstallOutcome> {
  if (isInstalled()) return 'installed';
  if (!deferred) return 'unavailable';
  const event = deferred;
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome === 'accepted' ? 'accepted' : 'cancelled';
}

/** Whether the browser currently offers installation (re-renders when that changes). */
export function useInstallAvailable(): boolean {
  const [available, setAvailable] = useState(() => deferred !== null);
  useEffect(() => {
    const update = () => setAvailable(deferred !== null);
    listeners.add(update);
    return () => {
      listeners.delete(update);
    };
  }, []);
  return available;
}
