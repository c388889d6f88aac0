import { useRef, useState } from 'react';
import type { ApiError } from '../../src/api/errors';
import { sendAllRestock, sendRestock, setRestockStock } from '../../src/api/restock-owner';
import type { RestockSignUp, RestockSignUpGroup } from '../../src/contract/restock';
import { fill } from '../../src/domain/cart-rules';
import { displayDate } from '../../src/domain/dates/display-date';
import { frOwnerRestock as t } from '../../src/i18n/owner-restock';
import { type RestockData, useRestockData } from './use-restock-data';

/** Stock the owner's restock action sets (the button says so). */
const RESTOCK_QUANTITY = 10;
const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });
/** A sign-up's or email's date; "Invalid Date" for one the browser cannot hold (docs/behaviour.md §8). */
export const date = (ms: number | null) => (ms === null ? t.notYet : displayDate(ms, (v) => when.format(v)));
const titleOf = (g: RestockSignUpGroup) => (g.variantLabel ? `${g.productTitle} (${g.variantLabel})` : g.productTitle);
const explain = (e: ApiError) => {
  if (e.kind === 'server' && e.status === 401) return t.signInAgain;
  return fill(t.failed, { message: e.kind === 'server' && e.message ? e.message : e.kind });
};

function SignUpsTable({ caption, signUps }: { caption: string; signUps: RestockSignUp[] }) {
  return (
    <table>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.email}</th>
          <th scope="col">{t.mailingList}</th>
          <th scope="col">{t.language}</th>
          <th scope="col">{t.created}</th>
          <th scope="col">{t.notified}</th>
        </tr>
      </thead>
      <tbody>
        {signUps.map((s) => (
          <tr key={s.id} data-notified={s.notifiedAt === null ? 'false' : 'true'}>
            <td>{s.email}</td>
            <td>{s.isJoinMailingList ? t.yes : t.no}</td>
            <td>{s.language ?? ''}</td>
            <td>{date(s.created)}</td>
            <td>{date(s.notifiedAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Outbox({ emails }: { emails: RestockData['outbox'] }) {
  if (emails.length === 0) return <p>{t.noEmails}</p>;
  return (
    <table className="owner-restock-outbox">
      <thead>
        <tr>
          <th scope="col">{t.to}</th>
          <th scope="col">{t.subject}</th>
          <th scope="col">{t.link}</th>
          <th scope="col">{t.created}</th>
        </tr>
      </thead>
      <tbody>
        {emails.map((e) => (
          <tr key={e.id}>
            <td>{e.email}</td>
            <td>{e.subject}</td>
            <td>
              <a href={e.link}>{e.link}</a>
            </td>
            <td>{date(e.created)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The owner's restock page: every sign-up group with its sign-ups, "send" per product
 * and variant, "send all", the restock action, and the outbox. Each action is
 * announced in a live region, then the lists are fetched again.
 */
export function OwnerRestock() {
  const { data, error, reload } = useRestockData();
  const [status, setStatus] = useState('');
  const busy = useRef(false);
  const act = async (run: () => Promise<{ ok: true; value: number } | { ok: false; error: ApiError }>, done: (n: number) => string) => {
    if (busy.current) return;
    busy.current = true;
    const r = await run();
    busy.current = false;
    setStatus(r.ok ? done(r.value) : explain(r.error));
    await reload();
  };
  const sent = (n: number) => fill(t.sent, { count: String(n) });
  const groups = data?.groups ?? [];
  return (
    <>
      <div role="status" aria-live="polite" className="owner-restock-status">
        {error ? explain(error) : data ? status : t.loading}
      </div>
      <section aria-labelledby="owner-restock-groups">
        <h2 id="owner-restock-groups">{t.groups}</h2>
        {data && groups.length === 0 && <p>{t.noGroups}</p>}
        {groups.length > 0 && (
          <button type="button" onClick={() => void act(() => sendAllRestock(groups.map(({ group: g }) => ({ productId: g.productId, variantId: g.variantId }))), sent)}>
            {t.sendAll}
          </button>
        )}
        {groups.map(({ group: g, signUps }) => (
          <section key={`${g.productId} ${g.variantId}`} className="owner-restock-group" aria-label={titleOf(g)} data-product-id={g.productId} data-variant-id={g.variantId}>
            <h3>{titleOf(g)}</h3>
            <p>
              {t.stock} : {g.qtyInStock === null ? t.unlimited : g.qtyInStock} · {t.signUps} : {g.signUpCount} · {t.pending} : {g.pendingCount}
            </p>
            <button type="button" aria-label={fill(t.sendTo, { title: titleOf(g) })} onClick={() => void act(() => sendRestock(g), sent)}>
              {t.send}
            </button>{' '}
            <button
              type="button"
              aria-label={fill(t.restockOf, { title: titleOf(g) })}
              onClick={() => void act(() => setRestockStock(g, RESTOCK_QUANTITY), (n) => fill(t.restocked, { title: titleOf(g), count: String(n) }))}
            >
              {t.restock}
            </button>
            <SignUpsTable caption={`${t.signUps} : ${titleOf(g)}`} signUps={signUps} />
          </section>
        ))}
      </section>
      <section aria-labelledby="owner-restock-outbox">
        <h2 id="owner-restock-outbox">{t.outbox}</h2>
        {data && <Outbox emails={data.outbox} />}
      </section>
    </>
  );
}
