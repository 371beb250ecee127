import { Link } from 'react-router-dom';
import { DELETION_GRACE_DAYS } from '@/domain/accounts/account-deletion';
import { DATA_POLICY_VERSION } from '@/domain/accounts/consents';
import { DATA_REQUESTS_EMAIL } from '@/domain/accounts/data-export';
import { PATHS } from '@/domain/shared/routes';
import './policy.css';

/**
 * The policy itself, also shown in a dialog from the sign-up form (a visitor cannot open the
 * page): SPEC.md's text, and since issue #39 the retention periods, the rights with the buttons
 * that exercise them, and the contact of the person in charge. DATA_POLICY_VERSION is its date.
 */
export function DataPolicyText() {
  return (
    <div className="policy__text">
      <p className="policy__updated">
        Última atualização: <time dateTime={DATA_POLICY_VERSION}>27 de novembro de 2026</time>
      </p>
      <p>
        Esta política explica quais dados o Sabor coleta quando você usa o aplicativo, para que eles servem, com quem são compartilhados e
        como você pode falar conosco. Ao usar o Sabor, você concorda com o tratamento descrito aqui, de acordo com a Lei Geral de Proteção de
        Dados (LGPD).
      </p>

      <section aria-labelledby="policy-collected">
        <h2 id="policy-collected">1. Dados que coletamos</h2>
        <ul>
          <li>
            <strong>Nome completo</strong>, informado no cadastro e nos dados do pedido.
          </li>
          <li>
            <strong>E-mail</strong>, usado para entrar na sua conta e confirmar o cadastro.
          </li>
          <li>
            <strong>Endereço de entrega</strong> (rua, número, bairro, cidade e CEP) e o telefone de contato que você informar no pedido.
          </li>
          <li>
            <strong>Dados de uso</strong>: pedidos feitos, restaurantes visitados e avaliações, para o funcionamento e a melhoria do serviço.
          </li>
        </ul>
      </section>

      <section aria-labelledby="policy-uses">
        <h2 id="policy-uses">2. Como usamos os seus dados</h2>
        <ul>
          <li>
            <strong>Processar pedidos</strong>: enviar o pedido ao restaurante, permitir a entrega e mostrar o andamento para você.
          </li>
          <li>
            <strong>Comunicação e marketing</strong>: avisos sobre os seus pedidos e, somente com o seu consentimento, novidades e promoções.
          </li>
          <li>
            <strong>Melhoria do serviço</strong>: entender como o aplicativo é usado para corrigir problemas e oferecer uma experiência melhor.
          </li>
        </ul>
      </section>

      <section aria-labelledby="policy-sharing">
        <h2 id="policy-sharing">3. Compartilhamento</h2>
        <p>
          Compartilhamos com o <strong>restaurante ou prestador</strong> que atende o seu pedido apenas o necessário para prepará-lo e
          entregá-lo: nome, telefone, endereço, itens e forma de pagamento. Também podemos compartilhar dados para{' '}
          <strong>cumprir obrigações legais</strong> ou atender a ordens de autoridades competentes. Não vendemos os seus dados.
        </p>
      </section>

      <section aria-labelledby="policy-payment">
        <h2 id="policy-payment">4. Pagamento</h2>
        <p>
          O pagamento é feito <strong>na entrega</strong>, diretamente ao restaurante ou ao entregador, em dinheiro, cartão ou Pix. O Sabor não
          recebe nem armazena dados de cartão. O pagamento on-line será oferecido em breve e esta política será atualizada antes disso.
        </p>
      </section>

      <section aria-labelledby="policy-security">
        <h2 id="policy-security">5. Segurança</h2>
        <p>
          Os dados ficam em serviços de nuvem com acesso protegido por regras que permitem a cada pessoa ver apenas o que lhe diz respeito: você
          vê os seus pedidos, o restaurante vê os pedidos feitos a ele e o entregador vê os pedidos que aceitou. Ao sair da conta em um
          aparelho compartilhado, a sacola, os endereços e os dados de contato salvos nele são apagados.
        </p>
      </section>

      <section aria-labelledby="policy-retention">
        <h2 id="policy-retention">6. Por quanto tempo guardamos</h2>
        <p>
          Enquanto a sua conta existir. Quando você pede a exclusão, ela acontece {DELETION_GRACE_DAYS} dias depois (até lá, basta entrar de
          novo para cancelar): apagamos o perfil, os endereços, os aparelhos que recebem notificações e os consentimentos. Os pedidos ficam
          guardados por <strong>5 anos</strong>, como pede a lei fiscal, sem o seu nome, telefone ou rua (só o bairro e a cidade); as
          avaliações continuam, assinadas como &ldquo;Cliente Anônimo&rdquo;.
        </p>
      </section>

      <section aria-labelledby="policy-rights">
        <h2 id="policy-rights">7. Os seus direitos</h2>
        <p>A Lei Geral de Proteção de Dados (art. 18) garante a você, a qualquer momento:</p>
        <ul>
          <li>
            <strong>Confirmação, acesso e portabilidade</strong>: baixe um arquivo com todos os seus dados em{' '}
            <Link to={PATHS.privacy}>Privacidade → Baixar meus dados</Link>.
          </li>
          <li>
            <strong>Correção</strong>: mude o nome em Editar Perfil, no menu da sua conta; o telefone em{' '}
            <Link to={PATHS.contact}>Dados de contato</Link> e os endereços em <Link to={PATHS.address}>Endereço de entrega</Link>.
          </li>
          <li>
            <strong>Eliminação</strong>: <Link to={PATHS.privacy}>Privacidade → Excluir minha conta</Link>.
          </li>
          <li>
            <strong>Revogação do consentimento</strong>: em <Link to={PATHS.privacy}>Privacidade → Seus consentimentos</Link>, com um toque.
          </li>
          <li>
            <strong>Informação sobre o compartilhamento</strong>: veja a seção 3 ou escreva para o contato abaixo.
          </li>
        </ul>
      </section>

      <section aria-labelledby="policy-contact">
        <h2 id="policy-contact">8. Contato e encarregado</h2>
        <p>
          O encarregado pelo tratamento de dados do Sabor atende em <a href={`mailto:${DATA_REQUESTS_EMAIL}`}>{DATA_REQUESTS_EMAIL}</a>. Escreva
          para pedir acesso, correção ou exclusão dos seus dados, ou para tirar dúvidas sobre esta política, a partir do e-mail da sua conta.
          Respondemos em até 15 dias.
        </p>
      </section>
    </div>
  );
}
