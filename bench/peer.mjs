// The bare peer of bench/compare.mjs: plain Fastify and a `pg` pool (as large as Amora's) on the
// same database, no schemas, no ORM, no middleware. What the machine and PostgreSQL give at best:
//   GET /pk?id=N   one profile row by primary key
//   GET /page      a page of 24 listed profiles of site 1, most recently active first (limit 24)
//   GET /me, /chats, /likes, /notifications
//                  what Amora's user.php, chats.php, likes.php and notifications.php read, as a
//                  hand-written app would read it: the member of the session cookie (its token's
//                  SHA-256 looked up, expired sessions and deleted accounts refused) and, in the
//                  same prepared statement, their account and profile summary, or their list
//                  with the same rows and joins (each entry with the other member's card); the
//                  rows answered as they come. No second factor, no ban or site check, no
//                  presentation: a lower bound of what the same answer costs.
//   POST /send     what Amora's POST chat.php writes for a paying member, as a hand-written app
//                  would write it: in one prepared statement, the member of the session cookie,
//                  the pair's conversation (an upsert), the message (once per client id), the
//                  debit (the CHECK refuses a short balance), its ledger row, both members' rows
//                  and the recipient's notification (counted up while unread). No block, status
//                  or content check, no live event: a lower bound of what a send costs.
// Usage: DATABASE_URL=… PORT=… node bench/peer.mjs
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get('/healthz', async () => ({ ok: true }));

app.get('/pk', async (request) => {
  const { rows } = await pool.query({
    name: 'pk',
    text: 'select user_id, name, birth_date, gender, country, last_active_at from profiles where user_id = $1',
    values: [Number(request.query.id)],
  });
  return { profile: rows[0] ?? null };
});

app.get('/page', async () => {
  const { rows } = await pool.query({
    name: 'page',
    text: `select user_id, name, birth_date, gender, country, last_active_at from profiles
            where site_id = 1 and searchable
            order by last_active_at desc nulls last, user_id desc nulls last limit 24`,
  });
  return { profiles: rows };
});

// The other member's card: profile, account, region, active main photo; none when blocked either way.
const card = (other) => `(select p.user_id, p.name, p.birth_date, p.gender, p.country, r.name as region,
    p.fictional, p.last_active_at, u.invisible, p.away, ph.filename, ph.thumb_filename
    from profiles p join users u on u.id = p.user_id
    left join regions r on r.id = p.region_id
    left join photos ph on ph.id = p.main_photo_id and ph.status = 'active'
   where p.user_id = ${other} and p.site_id = 1
     and not exists (select 1 from blocks b where (b.blocker_id = $1 and b.blocked_id = p.user_id)
                                           or (b.blocker_id = p.user_id and b.blocked_id = $1)))`;

const lists = {
  chats: `select c.id, m.unread, l.sender_id, l.kind, l.text, l.created_at, card.*
      from conversation_members m
      join conversations c on c.id = m.conversation_id
      left join messages l on l.id = m.last_message_id
      join lateral ${card('(case when c.user_a = $1 then c.user_b else c.user_a end)')} card on true
     where m.user_id = $1 and (m.hidden_at is null or c.last_message_at > m.hidden_at)
     order by c.last_message_at desc, c.id desc limit 200`,
  likes: `select l.liked_id, l.is_new, l.created_at, card.*
      from likes l
      join lateral ${card('(case when l.liked_id = $1 then l.liker_id else l.liked_id end)')} card on true
     where l.liked_id = $1 or l.liker_id = $1
     order by l.created_at desc`,
  notifications: `select n.id, n.type, n.actor_id, n.conversation_id, n.data, n.count, n.created_at, n.read_at,
           (select count(*)::int from notifications u where u.user_id = $1 and u.read_at is null) as unread,
           ap.name as actor_name, ap.fictional as actor_fictional, aph.filename, aph.thumb_filename
      from notifications n
      left join profiles ap on ap.user_id = n.actor_id and ap.site_id = 1
      left join photos aph on aph.id = ap.main_photo_id and aph.status = 'active'
     where n.user_id = $1
     order by n.id desc limit 21`,
};
/** The session cookie's token hash (as Amora stores it), or '' (no session: an empty answer). */
function tokenHash(request) {
  const token = /(?:^|;\s*)amora_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  return token ? createHash('sha256').update(token).digest('hex') : '';
}

// A live session of the token hash `$1` (`s`) and its account (`u`), as Amora finds it.
const liveSession = `sessions s join users u on u.id = s.user_id
  where s.token_hash = $1 and s.expires_at > now() and u.status <> 'deleted'`;

// The session's member, once per statement: each `$1` of a read becomes this subquery.
const withMember = (text) =>
  `with me as (select s.user_id from ${liveSession}) ${text.replaceAll('$1', '(select user_id from me)')}`;

app.get('/me', async (request) => {
  const { rows } = await pool.query({
    name: 'me',
    text: `select u.*, p.name, p.country, p.status as profile_status, ph.filename,
                  ph.thumb_filename,
                  case when not u.paid_user then (select count(*)::int from messages om
                    where om.sender_id = u.id and om.kind = 'text' and om.credits = 0) else 0 end as free_used
             from (select s.id as session_id, u.* from ${liveSession}) u
             left join profiles p on p.user_id = u.id
             left join photos ph on ph.id = p.main_photo_id and ph.status = 'active'`,
    values: [tokenHash(request)],
  });
  if (!rows[0]) return { user: null };
  const { password_hash: _passwordHash, ...user } = rows[0];
  return { user };
});

for (const [name, text] of Object.entries(lists)) {
  const statement = withMember(text);
  app.get(`/${name}`, async (request) => {
    const { rows } = await pool.query({ name, text: statement, values: [tokenHash(request)] });
    return { [name]: rows };
  });
}

const send = `with me as (select s.user_id as id from ${liveSession.replace('$1', '$4')}),
  conv as (
    insert into conversations (site_id, user_a, user_b, started_by, created_at, last_message_at)
    select 1, least(me.id, $1::int), greatest(me.id, $1::int), me.id, now(), now() from me
    on conflict (user_a, user_b) do update set last_message_at = excluded.last_message_at
    returning id),
  message as (
    insert into messages (conversation_id, sender_id, kind, text, client_id, credits, created_at, delivered_at)
    select conv.id, me.id, 'text', $2, $3, 10, now(), now() from conv, me
    on conflict (sender_id, client_id) do nothing
    returning id, conversation_id, sender_id, created_at),
  spent as (
    update users set credits = credits - 10
     where id = (select id from me) and exists (select 1 from message)
    returning credits),
  ledger as (
    insert into credit_ledger (user_id, amount, reason, reference, balance_after)
    select message.sender_id, -10, 'message', 'message:' || message.id, spent.credits from message, spent),
  members as (
    insert into conversation_members (conversation_id, user_id, unread, last_message_id)
    select message.conversation_id, u.id, case when u.id = $1::int then 1 else 0 end, message.id
      from message cross join (values ((select id from me)), ($1::int)) u(id)
    on conflict (conversation_id, user_id) do update
       set hidden_at = null, unread = conversation_members.unread + excluded.unread,
           last_message_id = greatest(conversation_members.last_message_id, excluded.last_message_id)),
  bumped as (
    update notifications set count = count + 1, created_at = now()
     where id = (select n.id from notifications n, message
                  where n.user_id = $1::int and n.type = 'new_message'
                    and n.conversation_id = message.conversation_id and n.read_at is null
                  order by n.id desc limit 1)
    returning id),
  notice as (
    insert into notifications (user_id, type, actor_id, conversation_id, data, count, created_at)
    select $1::int, 'new_message', message.sender_id, message.conversation_id, '{}', 1, now()
      from message where not exists (select 1 from bumped))
  select message.id, message.conversation_id, message.created_at, spent.credits from message, spent`;

app.post('/send', async (request, reply) => {
  const { profile_id: recipient, text, client_id: clientId } = request.body ?? {};
  const { rows } = await pool.query({
    name: 'send',
    text: send,
    values: [Number(recipient), String(text), String(clientId), tokenHash(request)],
  });
  if (!rows[0]) return reply.code(409).send({ error: 'not sent' });
  const { credits, ...message } = rows[0];
  return { message, credits };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
