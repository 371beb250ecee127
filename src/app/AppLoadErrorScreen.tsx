import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';

/** Part of the app's code could not be downloaded or shown: offer the one thing that helps. */
export function AppLoadErrorScreen({
  message = 'Não foi possível carregar o Sabor. Verifique sua conexão e tente novamente.',
}: {
  message?: string;
}) {
  return (
    <main className="page stack" style={{ maxWidth: 480, justifyContent: 'center' }}>
      <h1 className="visually-hidden">Sabor</h1>
      <Notice tone="error">{message}</Notice>
      <Button onClick={() => window.location.reload()}>Tentar novamente</Button>
    </main>
  );
}
