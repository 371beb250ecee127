import { Logo } from '@/ui/Logo';
import './startup-screen.css';

/** Shown while the session and the user type load (SPEC.md section 1); index.html paints a copy first. */
export function StartupScreen({ authLoading }: { authLoading: boolean }) {
  return (
    <main className="startup" aria-busy="true">
      <div className="startup__badge">
        <Logo size={72} />
      </div>
      <h1 className="startup__title">Conectando ao sabor!</h1>
      <p className="startup__text" role="status">
        {authLoading ? 'Carregando aplicação...' : 'Quase lá...'}
      </p>
    </main>
  );
}
