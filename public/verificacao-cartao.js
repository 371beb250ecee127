/*
 * The card's 3-D Secure challenge (issue #52), in public/verificacao-cartao.html, framed by the
 * order's '/status' (src/areas/customer/status/CardChallenge.tsx). The fragment carries where the
 * bank's page is and the challenge request (`#url=...&creq=...`; a fragment never reaches a
 * server). The form posts `creq` to the bank in the frame below, as Mercado Pago documents; the
 * last page of the challenge tells its parent frame `{ status: 'COMPLETE' }` by postMessage, and
 * this page passes that on to '/status', which then asks for the payment's outcome. Nothing else
 * is passed on, and only to this origin.
 */
(function () {
  'use strict';
  var params = new URLSearchParams(window.location.hash.slice(1));
  var url = params.get('url') || '';
  var creq = params.get('creq') || '';
  var notice = document.getElementById('aviso');
  var form = document.getElementById('envio');
  var frame = document.getElementById('banco');
  if (!/^https?:\/\//.test(url) || !creq) {
    notice.textContent = 'Não foi possível abrir a página do banco. Recarregue a página do pedido.';
    notice.setAttribute('role', 'alert');
    return;
  }
  window.addEventListener('message', function (event) {
    if (event.source !== frame.contentWindow) return;
    var data = event.data;
    if (data && data.status === 'COMPLETE') window.parent.postMessage({ sabor: 'desafio-concluido' }, window.location.origin);
  });
  frame.addEventListener('load', function () {
    notice.textContent = '';
  });
  form.action = url;
  form.elements.creq.value = creq;
  form.submit();
})();
