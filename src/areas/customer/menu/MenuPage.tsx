import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useBag } from '@/state/bag-store';
import { useDeliveryPlace } from '@/state/delivery-place';
import { useSession } from '@/state/session-context';
import { addToBag, MAX_ORDER_LINES, replaceBag, type NewBagLine } from '@/domain/checkout/bag';
import { deliveryQuote } from '@/domain/delivery/delivery-areas';
import { isAvailableNow, menuSections, type Product } from '@/domain/catalog/catalog';
import { dishPromotionAt, PROMOTIONS_SECTION_ID, PROMOTIONS_SECTION_TITLE } from '@/domain/catalog/dish-promotion';
import { OPEN_STATE_REFRESH_MS } from '@/domain/restaurants/opening-hours';
import { orderingMessage, orderingState } from '@/domain/restaurants/ordering-state';
import { SCHEDULE_LATER_HINT } from '@/domain/restaurants/scheduling.record';
import { reviewerName } from '@/domain/restaurants/review';
import { ChipBar } from '@/ui/ChipBar';
import { Notice } from '@/ui/Notice';
import { useNow } from '@/ui/use-now';
import { FloatingBagButton } from '../shared/FloatingBagButton';
import { MenuPageSkeleton, ProductGridSkeleton } from './MenuSkeleton';
import { ProductCard } from './ProductCard';
import { ProductModal } from './ProductModal';
import { RestaurantHeader } from './RestaurantHeader';
import { StoreCoupons } from './StoreCoupons';
import { useMenu } from './use-menu';
import { useReviewableOrder } from './use-reviewable-order';
import { SwitchRestaurantDialog } from '../shared/SwitchRestaurantDialog';
import './menu.css';

const ALL = 'todos';
/** About what a phone shows of the menu before scrolling: these dishes' photos come first. */
const FIRST_VISIBLE_DISHES = 4;

// The comments (a live list) and the rating form (a write) use the full Firestore SDK: loaded when
// opened, so the menu's first load does without it (issue #27).
const CommentsModal = lazy(() => import('./CommentsModal').then((module) => ({ default: module.CommentsModal })));
const DeliveryPlaceDialog = lazy(() => import('../home/DeliveryPlaceDialog').then((module) => ({ default: module.DeliveryPlaceDialog })));
const RateRestaurantModal = lazy(() => import('../shared/RateRestaurantModal').then((module) => ({ default: module.RateRestaurantModal })));

/** /cardapio/{id}: a restaurant's menu (SPEC.md section 2, Restaurant menu). */
export function MenuPage() {
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const { restaurant, categories, products, optionGroups, rating, refreshRating } = useMenu(id);
  const [filter, setFilter] = useState<string>(ALL);
  // Bumped by each tap on a category chip: the list then scrolls to the chosen category.
  const [jump, setJump] = useState(0);
  const sectionsRef = useRef<HTMLDivElement>(null);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [pendingLine, setPendingLine] = useState<{ line: NewBagLine; currentName: string | null } | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [limitReached, setLimitReached] = useState(false);
  const [bag, updateBag] = useBag();
  const { session } = useSession();
  const customer = session.status === 'ready' && session.type === 'cliente' && session.user.emailVerified ? session : null;
  const customerUid = customer?.user.uid ?? null;
  const [rateOpen, setRateOpen] = useState(false);
  const [choosingPlace, setChoosingPlace] = useState(false);
  const now = useNow(OPEN_STATE_REFRESH_MS);
  const place = useDeliveryPlace();

  // A customer with a delivered, unreviewed order here can rate the restaurant from the menu.
  const reviewable = useReviewableOrder(id, customerUid);
  const orderToRate = reviewable.order;

  // A chip tapped further down the page (the bar sticks under the header) filters the list above
  // the reader's eyes: bring the chosen category's top under the bar, where it can be seen.
  useEffect(() => {
    if (jump === 0) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    sectionsRef.current?.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
  }, [jump]);

  // A search result links here with ?produto=<id>: open that dish.
  const selectedId = searchParams.get('produto');
  const selected = products.status === 'success' ? products.data.find((product) => product.id === selectedId) ?? null : null;
  const openProduct = (product: Product | null) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (product) next.set('produto', product.id);
        else next.delete('produto');
        return next;
      },
      { replace: true },
    );

  const groupsById = useMemo(
    () => new Map(optionGroups.status === 'success' ? optionGroups.data.map((group) => [group.id, group]) : []),
    [optionGroups],
  );

  const grouped = useMemo(() => {
    if (products.status !== 'success' || categories.status !== 'success') return [];
    // The owner's order of categories and dishes (the panel shows the same one).
    const { sections, uncategorized } = menuSections(categories.data, products.data);
    const all = uncategorized.length > 0 ? [...sections, { id: 'outros', nome: 'Outros', products: uncategorized }] : sections;
    // The dishes on 'de/por' open the menu, in the owner's order, and stay in their own category too.
    const promoted = all.flatMap((section) => section.products).filter((product) => isAvailableNow(product, now) && dishPromotionAt(product, now));
    return promoted.length > 0 ? [{ id: PROMOTIONS_SECTION_ID, nome: PROMOTIONS_SECTION_TITLE, products: promoted }, ...all] : all;
  }, [products, categories, now]);

  if (restaurant.status === 'loading') return <MenuPageSkeleton />;
  if (restaurant.status === 'error') {
    return (
      <main className="page">
        <Notice tone="error">Erro ao carregar os dados do restaurante.</Notice>
      </main>
    );
  }
  if (!restaurant.data) {
    return (
      <main className="page">
        <Notice tone="error">Restaurante não encontrado.</Notice>
      </main>
    );
  }

  const info = restaurant.data;
  const state = orderingState(info, now);
  const closedMessage = state.open ? null : orderingMessage(state);
  // Closed now, yet taking orders for later (issue #54): the bag fills, and the checkout schedules it.
  const schedulesLater = !state.open && state.reason !== 'suspended' && info.agendamento?.ativo === true;
  const quote = place ? deliveryQuote(info, place) : null;
  const notServedMessage = quote && !quote.ok ? quote.message : null;
  // Why 'Adicionar' is refused: closed first (it holds wherever the customer is), else not delivering there.
  const cannotOrderMessage = (schedulesLater ? null : closedMessage) ?? notServedMessage;
  const visibleSections = filter === ALL ? grouped.filter((section) => section.products.length > 0) : grouped.filter((section) => section.id === filter);

  function add(line: NewBagLine) {
    const result = addToBag(bag, info, line);
    if (result.kind === 'needs-confirmation') {
      setPendingLine({ line, currentName: result.currentRestaurantName });
      return;
    }
    if (result.kind === 'too-many-lines') {
      setLimitReached(true);
      openProduct(null);
      return;
    }
    updateBag(() => result.bag);
    setAdded(line.nome);
    openProduct(null);
  }

  return (
    <main className="page menu-page">
      <RestaurantHeader
        restaurant={info}
        state={state}
        quote={quote}
        place={place}
        rating={rating}
        onShowComments={() => setCommentsOpen(true)}
        onRate={orderToRate ? () => setRateOpen(true) : undefined}
        onChoosePlace={() => setChoosingPlace(true)}
      />

      <StoreCoupons coupons={info.cuponsDivulgados} now={now} />

      {closedMessage ? <Notice tone="warning">{schedulesLater ? `${closedMessage} ${SCHEDULE_LATER_HINT}` : closedMessage}</Notice> : null}
      {notServedMessage ? <Notice tone="warning">{notServedMessage}</Notice> : null}
      {added ? (
        <Notice tone="success" action={<button type="button" className="link-button" onClick={() => setAdded(null)}>OK</button>}>
          {added} foi adicionado à sacola.
        </Notice>
      ) : null}

      {limitReached ? (
        <Notice tone="warning" action={<button type="button" className="link-button" onClick={() => setLimitReached(false)}>OK</button>}>
          Um pedido pode ter até {MAX_ORDER_LINES} itens diferentes. Finalize este pedido ou aumente a quantidade de um item da sacola.
        </Notice>
      ) : null}
      {/* A dish's complementos are part of it: the menu opens once it can show and price them. */}
      {products.status === 'error' || categories.status === 'error' || optionGroups.status === 'error' ? (
        <Notice tone="error">Erro ao carregar os dados do restaurante.</Notice>
      ) : products.status === 'loading' || categories.status === 'loading' || optionGroups.status === 'loading' ? (
        <ProductGridSkeleton label="Carregando cardápio..." />
      ) : (
        <>
          <ChipBar
            label="Categorias do cardápio"
            sticky
            options={[
              { value: ALL, label: 'Todos' },
              ...(grouped[0]?.id === PROMOTIONS_SECTION_ID ? [{ value: PROMOTIONS_SECTION_ID, label: PROMOTIONS_SECTION_TITLE }] : []),
              ...categories.data.map((category) => ({ value: category.id, label: category.nome })),
            ]}
            selected={filter}
            onSelect={(value) => {
              setFilter(value);
              setJump((count) => count + 1);
            }}
          />

          <div className="menu-sections" ref={sectionsRef}>
            {visibleSections.every((section) => section.products.length === 0) ? (
              <Notice>Nenhum produto encontrado para esta categoria.</Notice>
            ) : (
              visibleSections.map((section, sectionIndex) => (
                <section key={section.id} className="section" aria-labelledby={`section-${section.id}`}>
                  <h2 id={`section-${section.id}`}>{section.nome}</h2>
                  <ul className="card-grid card-grid--wide">
                    {section.products.map((product, index) => (
                      <ProductCard
                        key={product.id}
                        product={product}
                        available={isAvailableNow(product, now)}
                        now={now}
                        onOpen={() => openProduct(product)}
                        // The dishes a phone shows first: their photos are the page's largest paint.
                        priority={sectionIndex === 0 && index < FIRST_VISIBLE_DISHES}
                      />
                    ))}
                  </ul>
                </section>
              ))
            )}
          </div>
        </>
      )}

      {selected && optionGroups.status === 'success' ? (
        <ProductModal
          key={selected.id}
          product={selected}
          groups={groupsById}
          now={now}
          closedMessage={cannotOrderMessage}
          available={isAvailableNow(selected, now)}
          onSubmit={add}
          onClose={() => openProduct(null)}
        />
      ) : null}
      <Suspense fallback={null}>
        {commentsOpen ? <CommentsModal restaurantId={id} onClose={() => setCommentsOpen(false)} /> : null}
        {choosingPlace ? <DeliveryPlaceDialog onClose={() => setChoosingPlace(false)} /> : null}
        {rateOpen && orderToRate && customer ? (
          <RateRestaurantModal
            restaurantId={id}
            restaurantName={info.nome}
            orderId={orderToRate.id}
            user={{ uid: customer.user.uid, name: reviewerName(customer.profile?.nome, orderToRate) }}
            onClose={() => setRateOpen(false)}
            onDone={() => {
              setRateOpen(false);
              reviewable.markRated();
              refreshRating();
            }}
          />
        ) : null}
      </Suspense>
      {pendingLine ? (
        <SwitchRestaurantDialog
          currentName={pendingLine.currentName}
          adding="este item"
          onCancel={() => setPendingLine(null)}
          onConfirm={() => {
            updateBag(() => replaceBag(info, pendingLine.line));
            setAdded(pendingLine.line.nome);
            setPendingLine(null);
            openProduct(null);
          }}
        />
      ) : null}
      <FloatingBagButton />
    </main>
  );
}
