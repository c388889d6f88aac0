import type { ReactNode } from 'react';
import type { LineItem } from '../../src/domain/line-item';
import { fill } from '../../src/domain/cart-rules';
import { fr } from '../../src/i18n/fr';
import { TextRuns } from '../common/text-runs';

/**
 * One line item (src/domain/line-item.ts) with the markup the pages render
 * (examples/server/pages/line-items.ts): picture when there is one, title, variant,
 * answers, unit price, quantity, line total, then the line's actions.
 */
export function LineItemRow(props: { item: LineItem; money: (cents: number) => string; quantity?: ReactNode; actions?: ReactNode; entryId?: string }) {
  const { item, money } = props;
  const t = item.thumbnail;
  return (
    <li className={'sf-line cart-entry' + (t ? '' : ' sf-line--no-image')} data-entry-id={props.entryId}>
      {t ? (
        <img
          className="sf-line__image"
          src={t.src}
          srcSet={t.srcset || undefined}
          sizes={t.srcset ? t.sizes : undefined}
          alt={t.alt}
          width={t.size}
          height={t.size}
          loading="lazy"
          decoding="async"
          style={{ objectPosition: t.objectPosition }}
        />
      ) : null}
      <div className="sf-line__info">
        <p className="sf-line__title cart-entry-title">{item.title}</p>
        {item.variant ? <p className="sf-line__variant cart-entry-variant">{item.variant}</p> : null}
        {item.answers.length ? (
          <ul className="sf-line__answers cart-entry-answers">
            {item.answers.map((a) => (
              <li key={a.key}>
                {a.label} : <TextRuns parts={a.parts} />
              </li>
            ))}
          </ul>
        ) : null}
        <p className="sf-line__unit">
          <span className="sf-line__label">{fr.cartUnitPrice} : </span>
          {money(item.unitCents)}
        </p>
      </div>
      <div className="sf-line__quantity">
        {props.quantity ?? <span className="cart-entry-quantity">{fill(fr.cartQuantityShort, { count: item.quantity })}</span>}
      </div>
      <p className="sf-line__total cart-entry-total">{money(item.lineCents)}</p>
      {props.actions ? <div className="sf-line__actions">{props.actions}</div> : null}
    </li>
  );
}
