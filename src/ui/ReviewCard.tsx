import type { ReactNode } from 'react';
import { formatRating, type Review } from '@/domain/restaurants/review';
import { SkeletonBlock, SkeletonLine, SkeletonList } from './Skeleton';
import { Stars } from './StarRating';
import './review-card.css';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/**
 * One customer review: name ('Cliente Anônimo' if missing), stars with the rating to one
 * decimal, the comment and the date ('Data Indisponível' if missing). The customer's comments
 * dialog and the panel's 'Avaliações' tab both show reviews with it; `empty` and `extra` are what
 * differs (the panel says when there is no comment and adds the order id).
 */
export function ReviewCard({ review, empty, extra }: { review: Review; empty?: ReactNode; extra?: string }) {
  return (
    <li className="card card--compact review-card">
      <div className="split">
        <strong>{review.userName || 'Cliente Anônimo'}</strong>
        <span className="review-card__rating">
          <Stars value={review.rating} size={14} /> {formatRating(review.rating)}
        </span>
      </div>
      {review.comment ? <p>{review.comment}</p> : empty ? <p className="muted">{empty}</p> : null}
      <p className="review-card__meta">
        <time dateTime={review.createdAt?.toISOString()}>{review.createdAt ? dateFormat.format(review.createdAt) : 'Data Indisponível'}</time>
        {extra ? ` · ${extra}` : ''}
      </p>
    </li>
  );
}

/** Reviews loading: cards of the same shape; `label` is the loading text screen readers hear. */
export function ReviewListSkeleton({ label, className, count = 3 }: { label: string; className: string; count?: number }) {
  return (
    <SkeletonList label={label} count={count} className={className} itemClassName="card card--compact review-card">
      <span className="split">
        <SkeletonLine width="40%" />
        <SkeletonBlock className="review-card__stars-placeholder" />
      </span>
      <SkeletonLine width="90%" />
      <SkeletonLine width="30%" className="review-card__meta" />
    </SkeletonList>
  );
}
