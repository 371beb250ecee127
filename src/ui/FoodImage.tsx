import { useState } from 'react';
import { cardPhotoUrl } from '@/domain/photos/photo-urls';
import './food-image.css';

/**
 * A food photo with a fixed aspect ratio (no layout shift) and a warm placeholder when there is
 * no image or it fails to load. `thumbnail`: shown small (a card, a list, a logo), so a stored
 * photo comes in its 320 px version, a fraction of the bytes of the 800 px one. `priority`: among
 * the first things a screen shows (a menu's first dishes, its cover), so it is fetched at once and
 * ahead of the rest (not lazily, `fetchpriority="high"`): the largest of them is the page's
 * Largest Contentful Paint on a phone (issue #49).
 */
export function FoodImage({
  src: given,
  alt = '',
  ratio = '4 / 3',
  eager = false,
  priority = false,
  thumbnail = false,
  className,
}: {
  src: string | null | undefined;
  alt?: string;
  ratio?: string;
  eager?: boolean;
  priority?: boolean;
  thumbnail?: boolean;
  className?: string;
}) {
  const src = thumbnail ? cardPhotoUrl(given) : given;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = !!src && failedSrc !== src;
  // The intrinsic size in the shape shown, so the browser reserves the box before the bytes come.
  const [across = 4, down = 3] = ratio.split('/').map((side) => Number(side.trim()) || undefined);
  return (
    <span className={['food-image', className].filter(Boolean).join(' ')} style={{ aspectRatio: ratio }}>
      {showImage ? (
        <img
          src={src}
          alt={alt}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          width={400}
          height={Math.round((400 * down) / across)}
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span className="food-image__fallback" aria-hidden="true">
          <svg viewBox="0 0 64 64" width="40%" height="40%">
            <path d="M10 34h44a22 22 0 0 1-44 0Z" fill="currentColor" opacity=".55" />
            <path d="M22 28c-4-4 4-6 0-11M32 28c-4-4 4-6 0-11M42 28c-4-4 4-6 0-11" stroke="currentColor" strokeWidth="3" fill="none" strokeLinecap="round" opacity=".45" />
          </svg>
        </span>
      )}
    </span>
  );
}
