/**
 * Issue #24's one-off migration for a project with data from before teams and listing: every
 * restaurant without `listado` is marked as opened by its owner and listed (it was taking orders),
 * and every staff account (usuarios tipo 'restaurante' with a restaurantId) without a membership
 * becomes a member of its restaurant: the restaurant's uidDono as dono, anyone else as gerente
 * (they could do everything but the team before; the owner can lower it in 'Equipe'). Safe to run
 * again: it only fills what is missing.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {{ dryRun?: boolean }} [options]
 * @returns {Promise<{ listed: string[], members: Array<{ uid: string, restaurantId: string, papel: string }> }>}
 */
export async function migrateTeamsAndListing(db, { dryRun = false } = {}) {
  const { FieldValue } = await import('firebase-admin/firestore');
  const listed = [];
  const members = [];
  const restaurants = await db.collection('restaurantes').get();
  const owners = new Map(restaurants.docs.map((doc) => [doc.id, doc.get('uidDono') ?? null]));
  for (const restaurant of restaurants.docs) {
    if (restaurant.get('listado') !== undefined) continue;
    listed.push(restaurant.id);
    if (!dryRun) await restaurant.ref.update({ publicado: true, listado: true, suspenso: restaurant.get('suspenso') ?? null });
  }
  const staff = await db.collection('usuarios').where('tipo', '==', 'restaurante').get();
  for (const user of staff.docs) {
    const restaurantId = user.get('restaurantId');
    if (typeof restaurantId !== 'string' || !owners.has(restaurantId)) continue;
    const ref = db.collection('restaurantes').doc(restaurantId).collection('membros').doc(user.id);
    if ((await ref.get()).exists) continue;
    const papel = owners.get(restaurantId) === user.id ? 'dono' : 'gerente';
    members.push({ uid: user.id, restaurantId, papel });
    if (!dryRun) await ref.create({ uid: user.id, nome: user.get('nome') ?? '', email: user.get('email') ?? '', papel, desde: FieldValue.serverTimestamp() });
  }
  return { listed, members };
}
