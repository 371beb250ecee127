import { PATHS } from '@/domain/shared/routes';
import { ButtonLink } from '@/ui/ButtonLink';
import { AuthCard } from '../shared/AuthCard';

/** /obrigado: thank-you page after signing up, with the way back to the home page. */
export function ThanksPage() {
  return (
    <AuthCard title="Obrigado por se cadastrar!" subtitle="Sua conta está pronta. Que tal escolher o primeiro pedido?">
      <ButtonLink to={PATHS.home} size="lg" block>
        Voltar para o início
      </ButtonLink>
    </AuthCard>
  );
}
