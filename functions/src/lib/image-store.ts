import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { PhotoType, PhotoUse } from '@/domain/photos/photos';

/**
 * Where the photos' bytes live (issue #40), behind one small interface so that a project picks
 * its store by configuration: PHOTO_STORE=storage (functions/.env) keeps them in Cloud Storage
 * (PHOTO_BUCKET, or the project's default bucket); anything else, the default, in Firestore,
 * imagens/{id}, one document per size, written by the Admin SDK only (firestore.rules refuse
 * every client). Either way the img function serves them under /img/{id}, so a photo's URL does
 * not depend on the store. The Cloud Storage emulator cannot run on our machines (it needs Java
 * 21 and a download), so only the Firestore store is tested; the other is a thin adapter.
 */

export interface StoredPhoto {
  /** The photo's id, or its card version's ('{id}_p'). */
  id: string;
  restaurantId: string;
  uso: PhotoUse;
  type: PhotoType;
  width: number;
  height: number;
  bytes: Buffer;
  /** A strong validator of the bytes (their SHA-256, shortened): the HTTP ETag. */
  etag: string;
  /** Who sent it. */
  por: string;
}

export interface ImageStore {
  put(photo: StoredPhoto): Promise<void>;
  get(id: string): Promise<StoredPhoto | null>;
  /** Deletes what exists of `ids`; a missing one is not an error. */
  delete(ids: readonly string[]): Promise<void>;
}

export const PHOTO_COLLECTION = 'imagens';

/** The default store: imagens/{id} holds the bytes (a photo is at most 200 KB, a document 1 MiB). */
export function firestoreImageStore(db: Firestore): ImageStore {
  const docs = db.collection(PHOTO_COLLECTION);
  return {
    async put(photo) {
      const { id, bytes, ...fields } = photo;
      await docs.doc(id).create({ ...fields, bytes, tamanho: bytes.length, criadoEm: FieldValue.serverTimestamp() });
    },
    async get(id) {
      const snapshot = await docs.doc(id).get();
      const data = snapshot.data();
      if (!data || !Buffer.isBuffer(data.bytes)) return null;
      return {
        id,
        restaurantId: String(data.restaurantId),
        uso: data.uso as PhotoUse,
        type: data.type as PhotoType,
        width: Number(data.width),
        height: Number(data.height),
        bytes: data.bytes,
        etag: String(data.etag),
        por: String(data.por ?? ''),
      };
    },
    async delete(ids) {
      const batch = db.batch();
      for (const id of ids) batch.delete(docs.doc(id));
      await batch.commit();
    },
  };
}

/**
 * Cloud Storage (PHOTO_STORE=storage): each size is the object img/{id} of PHOTO_BUCKET, with
 * what Firestore keeps beside the bytes in its custom metadata. The bucket needs no public access
 * and no rules: only the Functions' service account reads and writes it. Not covered by the
 * tests (no emulator here); the README says how to switch and check it.
 */
export function cloudStorageImageStore(bucketName: string | undefined): ImageStore {
  const bucket = async () => {
    const { getStorage } = await import('firebase-admin/storage');
    return bucketName ? getStorage().bucket(bucketName) : getStorage().bucket();
  };
  const file = async (id: string) => (await bucket()).file(`img/${id}`);
  return {
    async put(photo) {
      await (await file(photo.id)).save(photo.bytes, {
        resumable: false,
        contentType: photo.type,
        metadata: {
          metadata: { restaurantId: photo.restaurantId, uso: photo.uso, width: String(photo.width), height: String(photo.height), etag: photo.etag, por: photo.por },
        },
      });
    },
    async get(id) {
      const object = await file(id);
      const [exists] = await object.exists();
      if (!exists) return null;
      const [[metadata], [bytes]] = await Promise.all([object.getMetadata(), object.download()]);
      const custom = (metadata.metadata ?? {}) as Record<string, string>;
      return {
        id,
        restaurantId: String(custom.restaurantId ?? ''),
        uso: custom.uso as PhotoUse,
        type: (metadata.contentType ?? 'image/jpeg') as PhotoType,
        width: Number(custom.width),
        height: Number(custom.height),
        bytes,
        etag: String(custom.etag ?? ''),
        por: String(custom.por ?? ''),
      };
    },
    async delete(ids) {
      await Promise.all(ids.map(async (id) => (await file(id)).delete({ ignoreNotFound: true })));
    },
  };
}

/** The store this deployment uses (see the top of this file). */
export function configuredImageStore(db: Firestore, env: NodeJS.ProcessEnv = process.env): ImageStore {
  return env.PHOTO_STORE === 'storage' ? cloudStorageImageStore(env.PHOTO_BUCKET || undefined) : firestoreImageStore(db);
}
