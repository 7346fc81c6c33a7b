import type { DISCOUNT_VALIDITIES, PackageKind } from '@amora/shared/api/payments';
import type { StaffDiscountCode, StaffPackage } from '@amora/shared/api/staff';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { staffApi } from './api';
import { S } from './strings';
import { ErrorBox, Loading, ScrollTable, Section, useAction, when } from './ui';

const P = S.money;
const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(cents / 100);

/** Packages and prices per site and currency; discount codes with their use. */
export function Money() {
  return (
    <>
      <Packages />
      <Codes />
    </>
  );
}

function Packages() {
  const query = useQuery({ queryKey: ['staff', 'packages'], queryFn: staffApi.packages });
  const [adding, setAdding] = useState(false);
  return (
    <Section title={P.packages}>
      <button type="button" className="btn btn-dark btn-sm mb-2" onClick={() => setAdding(true)}>
        {P.newPackage}
      </button>
      {adding && <PackageForm onDone={() => setAdding(false)} />}
      {query.isPending && <Loading />}
      <ErrorBox error={query.error} />
      <ScrollTable>
        <table className="table table-sm small align-middle">
          <thead>
            <tr>
              <th>{P.site}</th>
              <th>{P.kind}</th>
              <th>{P.tier}</th>
              <th>{P.credits}</th>
              <th>{P.price}</th>
              <th>{P.badge}</th>
              <th>{P.popular}</th>
              <th>{P.active}</th>
            </tr>
          </thead>
          <tbody>
            {query.data?.packages.map((p) => (
              <PackageRow key={p.id} pack={p} />
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </Section>
  );
}

function PackageRow({ pack }: { pack: StaffPackage }) {
  const [price, setPrice] = useState(String(pack.price / 100));
  const action = useAction(['staff', 'packages']);
  const update = (body: Record<string, unknown>) =>
    action.run(() => staffApi.updatePackage({ id: pack.id, ...body }));
  return (
    <tr className={pack.active ? '' : 'text-body-secondary'}>
      <td>{pack.site_id}</td>
      <td>{pack.kind}</td>
      <td>p{pack.tier}</td>
      <td>{pack.credits}</td>
      <td>
        <div className="d-flex gap-1 align-items-center">
          <input
            aria-label={`${P.price} ${pack.id}`}
            className="form-control form-control-sm"
            style={{ width: 90 }}
            inputMode="decimal"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
          />
          <span>{pack.currency}</span>
          {Math.round(Number(price) * 100) !== pack.price && (
            <button
              type="button"
              className="btn btn-dark btn-sm py-0"
              disabled={action.busy}
              onClick={() => update({ price: Math.round(Number(price) * 100) })}
            >
              {S.save}
            </button>
          )}
        </div>
        <ErrorBox error={action.error} />
      </td>
      <td>{pack.discount}%</td>
      <td>
        <input
          type="checkbox"
          className="form-check-input"
          aria-label={P.popular}
          checked={pack.popular}
          onChange={(e) => update({ popular: e.target.checked })}
        />
      </td>
      <td>
        <input
          type="checkbox"
          className="form-check-input"
          aria-label={P.active}
          checked={pack.active}
          onChange={(e) => update({ active: e.target.checked })}
        />
      </td>
    </tr>
  );
}

function PackageForm({ onDone }: { onDone: () => void }) {
  const [f, setF] = useState({
    site_id: '1',
    kind: 'credits' as PackageKind,
    tier: '0',
    currency: 'EUR',
    price: '',
    credits: '',
    discount: '0',
  });
  const action = useAction(['staff', 'packages']);
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) =>
    setF((x) => ({ ...x, [k]: e.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await action.run(() =>
      staffApi.createPackage({
        site_id: Number(f.site_id),
        kind: f.kind,
        tier: Number(f.tier),
        currency: f.currency.toUpperCase(),
        price: Math.round(Number(f.price) * 100),
        credits: Number(f.credits),
        discount: Number(f.discount),
      }),
    );
    if (ok) onDone();
  };
  return (
    <form className="card card-body mb-2 d-flex flex-row flex-wrap gap-2 align-items-end" onSubmit={submit}>
      {(['site_id', 'kind', 'tier', 'currency', 'price', 'credits', 'discount'] as const).map((k) => (
        <label key={k} className="small">
          {k}
          <input
            className="form-control form-control-sm"
            style={{ width: 100 }}
            value={f[k]}
            onChange={set(k)}
          />
        </label>
      ))}
      <button type="submit" className="btn btn-dark btn-sm" disabled={action.busy}>
        {S.save}
      </button>
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onDone}>
        {S.cancel}
      </button>
      <ErrorBox error={action.error} />
    </form>
  );
}

function Codes() {
  const query = useQuery({ queryKey: ['staff', 'codes'], queryFn: staffApi.codes });
  const [adding, setAdding] = useState(false);
  return (
    <Section title={P.codes}>
      <button type="button" className="btn btn-dark btn-sm mb-2" onClick={() => setAdding(true)}>
        {P.newCode}
      </button>
      {adding && <CodeForm onDone={() => setAdding(false)} />}
      {query.isPending && <Loading />}
      <ErrorBox error={query.error} />
      {query.data?.codes.length === 0 && <p>{S.empty}</p>}
      <ScrollTable>
        <table className="table table-sm small align-middle">
          <thead>
            <tr>
              <th>{P.code}</th>
              <th>{P.site}</th>
              <th>%</th>
              <th>{P.validity}</th>
              <th>{P.expires}</th>
              <th>{P.uses}</th>
              <th>{P.status}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {query.data?.codes.map((c) => (
              <CodeRow key={c.id} code={c} />
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </Section>
  );
}

function CodeRow({ code }: { code: StaffDiscountCode }) {
  const action = useAction(['staff', 'codes']);
  return (
    <tr>
      <td className="fw-semibold">{code.code}</td>
      <td>
        {code.site_id}
        {code.country && ` · ${code.country}`}
        {code.minimum_order_value !== null &&
          ` · ≥ ${money(code.minimum_order_value, code.currency ?? 'EUR')}`}
      </td>
      <td>{code.value_percentage}</td>
      <td>{code.validity}</td>
      <td>{code.expires ? `${when(code.expires)}${code.expired ? ` (${P.expired})` : ''}` : '–'}</td>
      <td>{code.uses}</td>
      <td>{code.status}</td>
      <td className="text-nowrap">
        {!code.expired && (
          <button
            type="button"
            className="btn btn-outline-danger btn-sm py-0 me-1"
            disabled={action.busy}
            onClick={() => action.run(() => staffApi.updateCode({ id: code.id, expire: true }))}
          >
            {P.expireNow}
          </button>
        )}
        <button
          type="button"
          className="btn btn-outline-dark btn-sm py-0"
          disabled={action.busy}
          onClick={() =>
            action.run(() =>
              staffApi.updateCode({ id: code.id, status: code.status === 'active' ? 'inactive' : 'active' }),
            )
          }
        >
          {code.status === 'active' ? P.deactivate : P.activate}
        </button>
        <ErrorBox error={action.error} />
      </td>
    </tr>
  );
}

function CodeForm({ onDone }: { onDone: () => void }) {
  const [f, setF] = useState({
    site_id: '1',
    code: '',
    value_percentage: '10',
    validity: 'once_per_user' as (typeof DISCOUNT_VALIDITIES)[number],
    expires: '',
    country: '',
  });
  const action = useAction(['staff', 'codes']);
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) =>
    setF((x) => ({ ...x, [k]: e.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await action.run(() =>
      staffApi.createCode({
        site_id: Number(f.site_id),
        code: f.code,
        value_percentage: Number(f.value_percentage),
        validity: f.validity,
        expires: f.expires ? new Date(f.expires).toISOString() : null,
        country: f.country.toUpperCase() || null,
      }),
    );
    if (ok) onDone();
  };
  return (
    <form className="card card-body mb-2 d-flex flex-row flex-wrap gap-2 align-items-end" onSubmit={submit}>
      {(['site_id', 'code', 'value_percentage', 'country'] as const).map((k) => (
        <label key={k} className="small">
          {k}
          <input
            className="form-control form-control-sm"
            style={{ width: 130 }}
            value={f[k]}
            onChange={set(k)}
          />
        </label>
      ))}
      <label className="small">
        validity
        <select className="form-select form-select-sm" value={f.validity} onChange={set('validity')}>
          <option>once_per_user</option>
          <option>once</option>
          <option>unlimited</option>
        </select>
      </label>
      <label className="small">
        {P.expires}
        <input
          type="datetime-local"
          className="form-control form-control-sm"
          value={f.expires}
          onChange={set('expires')}
        />
      </label>
      <button type="submit" className="btn btn-dark btn-sm" disabled={action.busy || !f.code}>
        {S.save}
      </button>
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onDone}>
        {S.cancel}
      </button>
      <ErrorBox error={action.error} />
    </form>
  );
}
