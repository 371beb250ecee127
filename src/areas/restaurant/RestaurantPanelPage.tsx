/** /painel-restaurante: routed and guarded; its screen is built by the issue that owns it. */
export function RestaurantPanelPage() {
  return (
    <main className="page">
      <h1>Painel do Restaurante</h1>
    </main>
  );
}
