import { useCallback, useEffect, useRef } from 'react';
import type { PhotoUse } from '@/domain/photos/photos';
import { photoIdOf } from '@/domain/photos/photo-urls';
import { refusalText } from '@/domain/shared/callable-refusal';
import { callDeletePhoto, callSavePhoto } from '@/services/photos';
import type { CroppedPhoto } from '@/ui/photo/PhotoCropper';

const UPLOAD_FAILED = 'Não foi possível enviar a foto. Verifique a conexão e tente novamente.';

/**
 * The photos a panel form sends while it is open (issue #40). `upload` sends one and answers its
 * URL (or rejects with the server's Portuguese reason); `settle(saved)` after a save deletes the
 * photos sent but not kept, and closing the form without saving deletes them all. What the saved
 * document stops showing is deleted by the server (functions/src/stores/photos.ts releaseUnusedPhoto).
 */
export function usePhotoUploads(restaurantId: string, use: PhotoUse) {
  const sent = useRef<string[]>([]);

  const settle = useCallback(
    (...kept: Array<string | null | undefined>) => {
      const keep = new Set(kept.map(photoIdOf));
      const discard = sent.current.filter((id) => !keep.has(id));
      sent.current = [];
      for (const id of discard) callDeletePhoto(restaurantId, id).catch((error: unknown) => console.warn('Could not delete an unused photo', id, error));
    },
    [restaurantId],
  );

  // Closing the form without saving: nothing it sent is kept.
  useEffect(() => () => settle(), [settle]);

  const upload = useCallback(
    async ({ foto, miniatura }: CroppedPhoto): Promise<string> => {
      try {
        const { fotoId, url } = await callSavePhoto(restaurantId, use, foto, miniatura);
        sent.current.push(fotoId);
        return url;
      } catch (error) {
        throw new Error(refusalText(error, UPLOAD_FAILED));
      }
    },
    [restaurantId, use],
  );

  return { upload, settle };
}
