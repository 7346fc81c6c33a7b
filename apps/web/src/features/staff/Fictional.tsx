import type { StaffFictional } from '@amora/shared/api/staff';
import type { Gender } from '@amora/shared/values/account';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { staffApi } from './api';
import { S } from './strings';
import { ErrorBox, Loading, Section, useAction } from './ui';

const EMPTY = {
  name: '',
  gender: 'female' as Gender,
  seeking: 'male' as Gender | '',
  birth_date: '1995-01-01',
  country: '',
  about: '',
  site_id: '1',
};

export function Fictional() {
  const query = useQuery({ queryKey: ['staff', 'fictional'], queryFn: staffApi.fictional });
  const [editing, setEditing] = useState<StaffFictional | 'new' | null>(null);
  return (
    <Section title={S.fictional.title}>
      <button type="button" className="btn btn-dark btn-sm mb-3" onClick={() => setEditing('new')}>
        {S.fictional.create}
      </button>
      {editing && (
        <FictionalForm
          key={editing === 'new' ? 'new' : editing.user_id}
          profile={editing}
          onDone={() => setEditing(null)}
        />
      )}
      {query.isPending && <Loading />}
      <ErrorBox error={query.error} />
      <div className="row g-2">
        {query.data?.profiles.map((p) => (
          <div className="col-md-6 col-xl-4" key={p.user_id}>
            <div className="card h-100">
              <div className="card-body p-2 d-flex gap-2">
                {p.thumb ? (
                  <img src={p.thumb} alt="" className="staff-thumb rounded" />
                ) : (
                  <div className="staff-thumb rounded bg-body-secondary" />
                )}
                <div className="small flex-grow-1 min-w-0">
                  <strong>{p.name}</strong> · site {p.site_id} · {p.gender}, {p.birth_date}
                  <span className="d-block text-truncate text-body-secondary">{p.about}</span>
                  <span className="d-block">
                    {p.conversations} {S.fictional.conversations}
                  </span>
                  <button type="button" className="btn btn-link btn-sm p-0" onClick={() => setEditing(p)}>
                    {S.fictional.edit}
                  </button>
                </div>
              </div>
            </div>
          </div>
        ))}
      </div>
    </Section>
  );
}

function FictionalForm({ profile, onDone }: { profile: StaffFictional | 'new'; onDone: () => void }) {
  const isNew = profile === 'new';
  const [form, setForm] = useState(
    isNew
      ? EMPTY
      : {
          name: profile.name,
          gender: profile.gender,
          seeking: profile.seeking ?? ('' as const),
          birth_date: profile.birth_date,
          country: profile.country ?? '',
          about: profile.about,
          site_id: String(profile.site_id),
        },
  );
  const [file, setFile] = useState<File | null>(null);
  const action = useAction(['staff', 'fictional']);
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name: form.name,
      gender: form.gender,
      seeking: form.seeking || null,
      birth_date: form.birth_date,
      country: form.country.toUpperCase() || null,
      about: form.about,
    };
    const ok = await action.run(async () => {
      let userId: number;
      if (profile === 'new') {
        userId = (await staffApi.createFictional({ ...body, site_id: Number(form.site_id) })).user_id;
      } else {
        userId = profile.user_id;
        await staffApi.updateFictional({ ...body, user_id: userId });
      }
      if (file) await staffApi.fictionalPhoto(userId, file);
    });
    if (ok) onDone();
  };
  const input = (field: keyof typeof form, label: string, type = 'text') => (
    <div className="col-sm-6">
      <label className="form-label small mb-0" htmlFor={`fp-${field}`}>
        {label}
      </label>
      <input
        id={`fp-${field}`}
        type={type}
        className="form-control form-control-sm"
        value={form[field]}
        onChange={set(field)}
      />
    </div>
  );
  return (
    <form className="card mb-3" onSubmit={submit}>
      <div className="card-body row g-2">
        {input('name', 'name')}
        {isNew && input('site_id', 'site id')}
        <div className="col-sm-6">
          <label className="form-label small mb-0" htmlFor="fp-gender">
            gender
          </label>
          <select
            id="fp-gender"
            className="form-select form-select-sm"
            value={form.gender}
            onChange={set('gender')}
          >
            <option>female</option>
            <option>male</option>
          </select>
        </div>
        <div className="col-sm-6">
          <label className="form-label small mb-0" htmlFor="fp-seeking">
            seeking
          </label>
          <select
            id="fp-seeking"
            className="form-select form-select-sm"
            value={form.seeking}
            onChange={set('seeking')}
          >
            <option value="">–</option>
            <option>female</option>
            <option>male</option>
          </select>
        </div>
        {input('birth_date', 'birth date', 'date')}
        {input('country', 'country (two letters)')}
        <div className="col-12">
          <label className="form-label small mb-0" htmlFor="fp-about">
            about
          </label>
          <textarea
            id="fp-about"
            className="form-control form-control-sm"
            rows={3}
            value={form.about}
            onChange={set('about')}
          />
        </div>
        <div className="col-12">
          <label className="form-label small mb-0" htmlFor="fp-photo">
            {S.fictional.photo}
          </label>
          <input
            id="fp-photo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="form-control form-control-sm"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <div className="col-12 d-flex gap-2">
          <button type="submit" className="btn btn-dark btn-sm" disabled={action.busy || !form.name}>
            {S.save}
          </button>
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onDone}>
            {S.cancel}
          </button>
        </div>
        <ErrorBox error={action.error} />
      </div>
    </form>
  );
}
