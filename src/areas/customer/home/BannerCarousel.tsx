import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { DeliveryPlace } from '@/domain/delivery/delivery-areas';
import type { StoreCard } from '@/domain/discovery/storefront';
import { PATHS } from '@/domain/shared/routes';
import { Badge } from '@/ui/Badge';
import { Icon } from '@/ui/Icon';
import { useFirstInteraction } from '@/ui/use-first-interaction';
import { BANNER_CLONES, BANNER_INTERVAL_MS, BANNERS, shownBanners, type ShownBanner } from './banners';
import './banner-carousel.css';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** One banner: its dish, its restaurant's menu, and why it cannot take the order now, if so. */
function BannerLink({ slide: { banner, unavailable }, focusable, eager }: { slide: ShownBanner; focusable: boolean; eager: boolean }) {
  return (
    <Link
      to={PATHS.menu(banner.restaurantId)}
      className={unavailable ? 'banner banner--unavailable' : 'banner'}
      style={{ background: `linear-gradient(120deg, ${banner.colors[0]}, ${banner.colors[1]})` }}
      tabIndex={focusable ? 0 : -1}
    >
      <span className="banner__text">
        {unavailable ? <Badge tone="neutral">{unavailable}</Badge> : null}
        <strong>{banner.title}</strong>
        <span>{banner.subtitle}</span>
        <span className="banner__cta">{unavailable ? 'Ver cardápio' : 'Peça agora'}</span>
      </span>
      <img className="banner__image" src={banner.image} alt="" width={160} height={120} loading={eager ? 'eager' : 'lazy'} />
    </Link>
  );
}

function CarouselTitle() {
  return <h2 id="carousel-title">Experimente Agora</h2>;
}

/**
 * 'Experimente Agora' (SPEC.md sections 2 and 9): the banners of the chosen place's city
 * (banners.ts), auto-advancing every 5 s once the person has interacted with the page (see
 * useFirstInteraction), paused while hovered or focused, by its pause button, and under reduced
 * motion. Banners of restaurants that cannot take the order now (`restaurants` followed live; null
 * while loading) go last, saying why. As many slides as the city has: none, no carousel; one, the
 * banner alone, with nothing to move.
 */
export function BannerCarousel({ restaurants, place, now }: { restaurants: StoreCard[] | null; place: DeliveryPlace | null; now: Date }) {
  const slides = useMemo(() => shownBanners(BANNERS, restaurants, now, place), [restaurants, now, place]);
  const [only, ...others] = slides;
  if (!only) return null;
  if (others.length === 0) {
    return (
      <section className="carousel carousel--single" aria-labelledby="carousel-title">
        <div className="carousel__head">
          <CarouselTitle />
        </div>
        <div className="carousel__viewport">
          <div className="carousel__slide" role="group" aria-label={`${only.banner.title}${only.unavailable ? ` (${only.unavailable})` : ''}`}>
            <BannerLink slide={only} focusable eager />
          </div>
        </div>
      </section>
    );
  }
  return <Slides slides={slides} />;
}

/** Two banners or more, moving in a loop. */
function Slides({ slides }: { slides: ShownBanner[] }) {
  const count = slides.length;
  // [last two] [all of them] [first two]: moving past either end lands on a copy, then jumps
  // without animation to the real banner, so the loop never rewinds visibly.
  const track = useMemo(() => [...slides.slice(-BANNER_CLONES), ...slides, ...slides.slice(0, BANNER_CLONES)], [slides]);
  // Position in TRACK; BANNER_CLONES is the first real banner.
  const [position, setPosition] = useState(BANNER_CLONES);
  const [animate, setAnimate] = useState(true);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [hovered, setHovered] = useState(false);
  const engaged = useFirstInteraction();
  const trackRef = useRef<HTMLDivElement>(null);
  // Other banners (another city chosen): start again from the first, without sliding there.
  const which = slides.map(({ banner }) => banner.id).sort().join(' ');
  const [shownSet, setShownSet] = useState(which);
  if (shownSet !== which) {
    setShownSet(which);
    setPosition(BANNER_CLONES);
    setAnimate(false);
  }
  const current = (((position - BANNER_CLONES) % count) + count) % count;

  useEffect(() => {
    if (!engaged || paused || hovered) return undefined;
    const timer = window.setInterval(() => {
      setAnimate(true);
      setPosition((value) => value + 1);
    }, BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [engaged, paused, hovered, which]);

  // After sliding onto a copy, jump to the real banner it copies.
  function onTransitionEnd() {
    if (position >= BANNER_CLONES + count || position < BANNER_CLONES) {
      setAnimate(false);
      setPosition(BANNER_CLONES + current);
    }
  }

  // Re-enable animation on the frame after a jump.
  useEffect(() => {
    if (animate) return undefined;
    const frame = requestAnimationFrame(() => requestAnimationFrame(() => setAnimate(true)));
    return () => cancelAnimationFrame(frame);
  }, [animate]);

  const go = (delta: number) => {
    setAnimate(true);
    setPosition((value) => Math.min(Math.max(value + delta, 0), track.length - 1));
  };

  return (
    <section
      className="carousel"
      aria-roledescription="carrossel"
      aria-labelledby="carousel-title"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div className="carousel__head">
        <CarouselTitle />
        <div className="carousel__controls">
          <button type="button" className="carousel__button" aria-label={paused ? 'Retomar carrossel' : 'Pausar carrossel'} onClick={() => setPaused((value) => !value)}>
            {paused ? (
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
            ) : (
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
              </svg>
            )}
          </button>
          <button type="button" className="carousel__button" aria-label="Banner anterior" onClick={() => go(-1)}>
            <Icon name="back" size={18} />
          </button>
          <button type="button" className="carousel__button carousel__button--next" aria-label="Próximo banner" onClick={() => go(1)}>
            <Icon name="back" size={18} />
          </button>
        </div>
      </div>
      <div className="carousel__viewport">
        <div
          ref={trackRef}
          className="carousel__track"
          style={{ transform: `translateX(calc(${-position} * var(--slide-width)))`, transition: animate ? undefined : 'none' }}
          onTransitionEnd={onTransitionEnd}
          aria-live={paused ? 'polite' : 'off'}
        >
          {track.map((slide, index) => {
            const { banner, unavailable } = slide;
            const real = index >= BANNER_CLONES && index < BANNER_CLONES + count;
            const visible = index === position;
            // Until the person touches the page nothing moves (see above), so only the banner shown
            // and its neighbours are drawn: the others are empty frames of the same width, which
            // takes two thirds of the home's first render away on a phone (issue #27).
            if (!engaged && Math.abs(index - position) > 1) return <div key={`${banner.id}-${index}`} className="carousel__slide" aria-hidden="true" />;
            return (
              <div
                key={`${banner.id}-${index}`}
                className="carousel__slide"
                role={real ? 'group' : undefined}
                aria-roledescription={real ? 'slide' : undefined}
                aria-label={real ? `${index - BANNER_CLONES + 1} de ${count}: ${banner.title}${unavailable ? ` (${unavailable})` : ''}` : undefined}
                aria-hidden={real && visible ? undefined : true}
              >
                <BannerLink slide={slide} focusable={visible} eager={index === BANNER_CLONES} />
              </div>
            );
          })}
        </div>
      </div>
      <div className="carousel__dots" role="group" aria-label="Escolher banner">
        {slides.map(({ banner }, index) => (
          <button
            key={banner.id}
            type="button"
            className="carousel__dot"
            aria-label={`Ir para o banner ${index + 1}: ${banner.title}`}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => {
              setAnimate(true);
              setPosition(BANNER_CLONES + index);
            }}
          />
        ))}
      </div>
    </section>
  );
}
