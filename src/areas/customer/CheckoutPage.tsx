/** /checkout: routed and guarded; its screen is built by the issue that owns it. */
export function CheckoutPage() {
  return (
    <main className="page">
      <h1>Finalizar pedido</h1>
    </main>
  );
}
