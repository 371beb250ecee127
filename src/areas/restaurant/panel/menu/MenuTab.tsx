import { useMemo, useState } from 'react';
import { isAvailableNow, menuSections, resolveCategoryId, sortCategories, type Category, type Product } from '@/domain/catalog/catalog';
import { duplicateProductForm, emptyProductForm, moveInMenu, productToForm, type ProductForm } from '@/domain/catalog/product.form';
import { dishPromotionAt, menuPrice, promotionUntilText } from '@/domain/catalog/dish-promotion';
import { OPEN_STATE_REFRESH_MS } from '@/domain/restaurants/opening-hours';
import { useCoupons } from '@/state/use-coupons';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { CouponsSection } from '@/ui/coupons/CouponsSection';
import { FoodImage } from '@/ui/FoodImage';
import { Notice } from '@/ui/Notice';
import { PromotionPrice } from '@/ui/PromotionPrice';
import { SkeletonBlock, SkeletonLine, SkeletonList } from '@/ui/Skeleton';
import { useNow } from '@/ui/use-now';
import type { LiveResult } from '@/ui/use-subscription';
import { CategoryManagerModal } from './CategoryManagerModal';
import type { ProductSection } from './OptionGroupFormModal';
import { OptionGroupsSection } from './OptionGroupsSection';
import { ProductFormModal } from './ProductFormModal';
import { useMenuLists } from './use-menu-lists';
import { useMenuWrites, useSoldOutToggle } from './use-menu-writes';
import './menu.css';

/** The product form's subject: a product (productId), a new one, or a copy of `copyOf`. */
type Editing = { productId: string | null; form: ProductForm; copyOf?: string } | null;

/** 'Esgotado hoje' right on the list: the dish comes back by itself at midnight. */
function SoldOutToggle({ restaurantId, product, now, onError }: { restaurantId: string; product: Product; now: Date; onError: (message: string) => void }) {
  const { toggle: toggleSoldOut, busy } = useSoldOutToggle(restaurantId, product, onError);
  const soldOut = !isAvailableNow(product, now);
  const toggle = () => toggleSoldOut(soldOut);
  return (
    <Button size="sm" variant={soldOut ? 'danger' : 'secondary'} aria-pressed={soldOut} busy={busy} onClick={() => void toggle()}>
      Esgotado hoje
    </Button>
  );
}

/**
 * 'Subir' / 'Descer' a category or a dish: the customer's menu follows at once. The arrows are
 * the same size as the other buttons (a finger on a tablet); their names say what moves.
 */
function MoveButtons({ name, index, count, onMove }: { name: string; index: number; count: number; onMove: (step: -1 | 1) => void }) {
  return (
    <span className="move-buttons">
      <Button size="sm" variant="ghost" aria-label={`Subir ${name}`} title="Subir" disabled={index === 0} onClick={() => onMove(-1)}>
        ↑
      </Button>
      <Button size="sm" variant="ghost" aria-label={`Descer ${name}`} title="Descer" disabled={index === count - 1} onClick={() => onMove(1)}>
        ↓
      </Button>
    </span>
  );
}

/** What the list says of a dish: sold out today, off the menu, or available. */
function availabilityText(product: Product, now: Date): string {
  if (!product.disponivel) return 'Disponível: Não';
  return isAvailableNow(product, now) ? 'Disponível: Sim' : 'Esgotado hoje, volta à meia-noite';
}

/** ' · Promoção até 30/11' beside the price of a dish on 'de/por' now; nothing otherwise. */
function promotionFact(product: Product, now: Date) {
  const promotion = dishPromotionAt(product, now);
  return promotion ? (
    <>
      {' · '}
      <span className="menu-editor-item__fact">{promotionUntilText(promotion)}</span>
    </>
  ) : null;
}

/**
 * 'Editar Cardápio' (SPEC.md section 2): products by category, the product form, categories, and
 * the library of complementos. Without `canEdit` (an atendente) it is the menu as it stands with
 * only 'Esgotado hoje', for products and options: no product, group or category changes.
 */
export function MenuTab({ restaurantId, categories, canEdit }: { restaurantId: string; categories: LiveResult<Category[]>; canEdit: boolean }) {
  const { products, optionGroups } = useMenuLists(restaurantId);
  const [editing, setEditing] = useState<Editing>(null);
  const [managing, setManaging] = useState(false);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [error, setError] = useState<string | null>(null);
  const writes = useMenuWrites(restaurantId, setError);
  const now = useNow(OPEN_STATE_REFRESH_MS);
  // Only the dono and the gerente see, and may read, the store's coupons.
  const coupons = useCoupons(canEdit && restaurantId ? { restaurantId } : null);
  const list = useMemo(() => (categories.status === 'success' ? sortCategories(categories.data) : []), [categories]);

  const sections = useMemo((): ProductSection[] => {
    if (products.status !== 'success') return [];
    const { sections, uncategorized } = menuSections(list, products.data);
    return uncategorized.length > 0 ? [...sections, { id: '', nome: 'Sem categoria', products: uncategorized }] : sections;
  }, [products, list]);

  /** Moves a category or a dish one place; a refused or failed write is said, and the list stays. */
  function move(kind: 'categorias' | 'produtos', items: ReadonlyArray<{ id: string; ordem?: number }>, index: number, step: -1 | 1, name: string) {
    setError(null);
    writes.move(kind, moveInMenu(items, index, step), name);
  }

  if (!restaurantId) return <Notice tone="error">ID do restaurante não fornecido para carregar o cardápio.</Notice>;


  return (
    <section className="section" aria-labelledby="menu-editor-title">
      <div className="split">
        <h2 id="menu-editor-title">{canEdit ? 'Editar Cardápio' : 'Cardápio'}</h2>
        {canEdit ? (
          <div className="form-actions">
            <Button onClick={() => setEditing({ productId: null, form: emptyProductForm(list[0]?.id ?? '') })}>Adicionar Novo Produto</Button>
            <Button variant="secondary" onClick={() => setManaging(true)}>
              Gerenciar Categorias
            </Button>
          </div>
        ) : null}
      </div>
      {canEdit ? null : <p className="muted">Acabou algum prato? Toque em “Esgotado hoje”: ele volta sozinho à meia-noite.</p>}
      {error ? <Notice tone="error">{error}</Notice> : null}
      <h3>Seus Produtos</h3>
      {products.status === 'loading' || categories.status === 'loading' ? (
        <div className="menu-editor-group">
          <SkeletonLine width="6em" />
          <SkeletonList label="Carregando cardápio..." count={4} className="stack-list menu-editor-list" itemClassName="menu-editor-item">
            <SkeletonBlock className="menu-editor-item__image menu-editor-item__image-placeholder" />
            <span className="menu-editor-item__body">
              <SkeletonLine width="60%" className="menu-editor-item__name" />
              <SkeletonLine width="30%" />
              <SkeletonLine width="70%" />
            </span>
          </SkeletonList>
        </div>
      ) : products.status === 'error' ? (
        <Notice tone="error">Não foi possível carregar os produtos. Verifique a conexão.</Notice>
      ) : products.data.length === 0 ? (
        <p className="empty-state">{canEdit ? 'Nenhum produto cadastrado. Adicione um novo!' : 'Nenhum produto cadastrado.'}</p>
      ) : (
        sections.map((section) => {
          const categoryIndex = list.findIndex((category) => category.id === section.id);
          return (
            <div key={section.id || 'none'} className="menu-editor-group">
              <div className="menu-editor-group__title">
                <h4>{section.nome}</h4>
                {canEdit && categoryIndex >= 0 ? (
                  <MoveButtons name={section.nome} index={categoryIndex} count={list.length} onMove={(step) => move('categorias', list, categoryIndex, step, section.nome)} />
                ) : null}
              </div>
              {section.products.length === 0 ? (
                <p className="muted">Nenhum produto nesta categoria.</p>
              ) : (
                <ul className="stack-list menu-editor-list">
                  {section.products.map((product, index) => (
                    <li key={product.id} className="menu-editor-item">
                      {canEdit ? (
                        <MoveButtons name={product.nome} index={index} count={section.products.length} onMove={(step) => move('produtos', section.products, index, step, product.nome)} />
                      ) : null}
                      <span className="menu-editor-item__image">
                        <FoodImage thumbnail src={product.imageUrl} ratio="1 / 1" />
                      </span>
                      <span className="menu-editor-item__body">
                        <strong>{product.nome}</strong>
                        {/* Each fact keeps its words together: on a narrow row the line breaks between them. */}
                        <span>
                          <span className="menu-editor-item__fact">
                            {product.type === 'pizza' ? 'a partir de ' : ''}
                            <PromotionPrice {...menuPrice(product, now)} />
                          </span>
                          {promotionFact(product, now)}
                          {' · '}
                          <span className={isAvailableNow(product, now) ? 'menu-editor-item__fact' : 'menu-editor-item__fact menu-editor-item__fact--off'}>
                            {availabilityText(product, now)}
                          </span>
                        </span>
                      </span>
                      <span className="form-actions menu-editor-item__actions">
                        {product.disponivel ? <SoldOutToggle restaurantId={restaurantId} product={product} now={now} onError={setError} /> : null}
                        {canEdit ? (
                          <>
                            <Button size="sm" variant="secondary" onClick={() => setEditing({ productId: product.id, form: productToForm(product, resolveCategoryId(product, list)) })}>
                              Editar
                            </Button>
                            <Button
                              size="sm"
                              variant="secondary"
                              onClick={() => setEditing({ productId: null, form: duplicateProductForm(product, resolveCategoryId(product, list)), copyOf: product.nome })}
                            >
                              Duplicar
                            </Button>
                            <Button size="sm" variant="danger" onClick={() => setDeleting(product)}>
                              Excluir
                            </Button>
                          </>
                        ) : null}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })
      )}
      <OptionGroupsSection
        restaurantId={restaurantId}
        groups={optionGroups}
        products={products.status === 'success' ? products.data : null}
        sections={sections}
        canEdit={canEdit}
        now={now}
      />
      {canEdit ? <CouponsSection owner={{ restaurantId }} now={now} data={coupons} /> : null}
      {editing && canEdit ? (
        <ProductFormModal
          restaurantId={restaurantId}
          productId={editing.productId}
          initial={editing.form}
          categories={list}
          optionGroups={optionGroups}
          copyOf={editing.copyOf}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {managing && canEdit ? <CategoryManagerModal restaurantId={restaurantId} categories={categories} onClose={() => setManaging(false)} /> : null}
      {deleting ? (
        <ConfirmDialog
          destructive
          title={`Excluir ${deleting.nome}?`}
          confirmLabel="Excluir"
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const target = deleting;
            setDeleting(null);
            setError(null);
            void writes.removeProduct(target);
          }}
        >
          <p>Tem certeza que deseja excluir este produto?</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
