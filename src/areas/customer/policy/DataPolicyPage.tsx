import { Link } from 'react-router-dom';
import { DATA_REQUESTS_EMAIL } from '@/domain/accounts/data-export';
import { PATHS } from '@/domain/shared/routes';
import './policy.css';

/** /politica-de-dados: the data policy (SPEC.md section 2), last updated 8 July 2025. */
export function DataPolicyPage() {
  return (
    <main className="page policy">
      <h1>Política de Dados</h1>
      <p className="policy__updated">
        Última atualização: <time dateTime="2025-07-08">8 de julho de 2025</time>
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

      <section aria-labelledby="policy-contact">
        <h2 id="policy-contact">6. Contato</h2>
        <p>
          Para pedir acesso, correção ou exclusão dos seus dados, ou para tirar dúvidas sobre esta política, escreva para{' '}
          <a href={`mailto:${DATA_REQUESTS_EMAIL}`}>{DATA_REQUESTS_EMAIL}</a>. Respondemos em até 15 dias. Para baixar uma cópia dos seus dados
          agora, use <Link to={PATHS.privacy}>Privacidade</Link>.
        </p>
      </section>
    </main>
  );
}
