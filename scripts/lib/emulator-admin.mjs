/**
 * Admin calls to the emulators' own REST endpoints (no SDK): wiping data between test layers and
 * reading e-mail verification codes. Only ever used against `demo-*` projects.
 */

function hosts(env = process.env) {
  const projectId = env.SABOR_PROJECT_ID || 'demo-sabor';
  if (!projectId.startsWith('demo-')) throw new Error(`Refusing to touch project ${projectId}: only demo-* projects.`);
  return {
    projectId,
    auth: env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099',
    firestore: env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080',
  };
}

async function expectOk(response, what) {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
}

/** Deletes every document and every account in the emulators. */
export async function clearEmulatorData(env) {
  const { projectId, auth, firestore } = hosts(env);
  await expectOk(
    await fetch(`http://${firestore}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' }),
    'Clearing Firestore',
  );
  await expectOk(await fetch(`http://${auth}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' }), 'Clearing Auth');
}
