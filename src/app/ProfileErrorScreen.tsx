import { useState } from 'react';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { useSession } from '@/state/session-context';

/** usuarios/{uid} could not be read: without the user type no route can be decided. */
export function ProfileErrorScreen() {
  const { signOut } = useSession();
  const [signingOut, setSigningOut] = useState(false);
  return (
    <main className="page stack" style={{ maxWidth: 480, justifyContent: 'center' }}>
      <Notice tone="error">Erro ao carregar seus dados. Tente novamente.</Notice>
      <Button onClick={() => window.location.reload()}>Tentar novamente</Button>
      <Button
        variant="secondary"
        busy={signingOut}
        onClick={() => {
          setSigningOut(true);
          void signOut().finally(() => setSigningOut(false));
        }}
      >
        Sair
      </Button>
    </main>
  );
}
