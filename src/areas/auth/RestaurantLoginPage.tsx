/** /login-restaurante: routed and guarded; its screen is built by the issue that owns it. */
export function RestaurantLoginPage() {
  return (
    <main className="page">
      <h1>Login do Restaurante</h1>
    </main>
  );
}
