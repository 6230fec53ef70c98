import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { restFetch } from './restFixture';

/**
 * Tables of this test's own (issue 14, item 5): users with two keys from posts (ambiguity, constraint
 * names), a self-referencing tree, tags through a junction (and a table with keys to both that is no
 * junction), a view renaming a key column, and functions taking a row: computed fields and computed
 * relationships.
 */
const embeddingSchema = `
create table public.emb_users (id int primary key, name text not null);
create table public.emb_posts (
  id int primary key,
  title text not null,
  author_id int constraint emb_posts_author_fkey references public.emb_users (id),
  editor_id int constraint emb_posts_editor_fkey references public.emb_users (id)
);
create table public.emb_collections (id int primary key, name text not null, parent_id int references public.emb_collections (id));
create table public.emb_tags (id int primary key, label text not null);
create table public.emb_post_tags (
  post_id int references public.emb_posts (id),
  tag_id int references public.emb_tags (id),
  primary key (post_id, tag_id)
);
-- Keys to both, but not within its primary key: no many-to-many through it.
create table public.emb_likes (id int primary key, post_id int references public.emb_posts (id), tag_id int references public.emb_tags (id));
-- Two junctions between users and tags: one by its primary key, one by a unique key beside a surrogate id.
create table public.emb_user_skills (user_id int references public.emb_users (id), tag_id int references public.emb_tags (id), primary key (user_id, tag_id));
create table public.emb_user_interests (
  id int primary key,
  user_id int not null references public.emb_users (id),
  tag_id int not null references public.emb_tags (id),
  unique (user_id, tag_id)
);
create view public.emb_post_titles as select id, title, author_id as writer from public.emb_posts;
create view public.emb_post_editors as select id, editor_id as "relu par" from public.emb_posts;
create function public.emb_label(public.emb_users) returns text language sql stable as $$ select $1.name || ' #' || $1.id $$;
create function public.emb_latest_post(public.emb_users) returns setof public.emb_posts rows 1 language sql stable
  as $$ select * from public.emb_posts where author_id = $1.id order by id desc limit 1 $$;
create function public.emb_written(public.emb_users) returns setof public.emb_posts language sql stable
  as $$ select * from public.emb_posts where author_id = $1.id $$;
create function public.emb_writer(public.emb_posts) returns public.emb_users language sql stable
  as $$ select * from public.emb_users where id = $1.author_id $$;
-- A computed relationship named like the table it returns replaces the foreign key to it.
create table public.emb_clients (id int primary key, name text not null);
create table public.emb_projects (id int primary key, client_id int references public.emb_clients (id));
create function public.emb_clients(public.emb_projects) returns setof public.emb_clients rows 1 language sql stable
  as $$ select * from public.emb_clients where id = $1.client_id + 1 $$;
grant select on public.emb_clients, public.emb_projects to anon, authenticated, service_role;
grant execute on function public.emb_label(public.emb_users), public.emb_latest_post(public.emb_users), public.emb_written(public.emb_users),
  public.emb_writer(public.emb_posts), public.emb_clients(public.emb_projects) to anon, authenticated;
insert into public.emb_clients values (1, 'Client de la clé'), (2, 'Client de la fonction');
insert into public.emb_projects values (1, 1);
grant select on public.emb_users, public.emb_posts, public.emb_collections, public.emb_tags, public.emb_post_tags, public.emb_likes,
  public.emb_user_skills, public.emb_user_interests, public.emb_post_titles, public.emb_post_editors to anon, authenticated, service_role;
grant insert on public.emb_users to service_role;
insert into public.emb_users values (1, 'Awa'), (2, 'Boukary'), (3, 'Salif');
insert into public.emb_posts values (10, 'Fibre optique', 1, 2), (11, 'Serveur de fichiers', 1, null), (12, 'Wi-Fi invités', 2, 1);
insert into public.emb_collections values (1, 'Racine', null), (2, 'Réseau', 1), (3, 'Sécurité', 1), (4, 'Pare-feu', 3);
insert into public.emb_tags values (100, 'réseau'), (101, 'stockage'), (102, 'sans fil');
insert into public.emb_post_tags values (10, 100), (11, 101), (12, 100), (12, 102);
insert into public.emb_likes values (1, 10, 101);
insert into public.emb_user_skills values (1, 100), (1, 101);
insert into public.emb_user_interests values (1, 1, 102);
`;

describe('REST embedding: constraint names, self references, junctions, views, computed fields and relationships', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
    await t.server.ctx.db.exec(embeddingSchema);
    for (const reload of t.server.ctx.schemaChanged) await reload();
  });
  afterAll(() => t?.close());

  it('takes a foreign key constraint name as the embedded resource, as a hint too', async () => {
    const posts = await t.client().from('emb_posts').select('title, emb_posts_author_fkey(name), emb_posts_editor_fkey(name)').eq('id', 10).single();
    expect(posts.error).toBeNull();
    expect(posts.data).toEqual({ title: 'Fibre optique', emb_posts_author_fkey: { name: 'Awa' }, emb_posts_editor_fkey: { name: 'Boukary' } });
    const hinted = await t.client().from('emb_posts').select('title, editor:emb_users!emb_posts_editor_fkey(name)').eq('id', 12).single();
    expect(hinted.data).toEqual({ title: 'Wi-Fi invités', editor: { name: 'Awa' } });
  });

  it('answers an ambiguous embedding with 300 PGRST201, its details a list of the candidate relationships', async () => {
    const response = await restFetch(t, 'emb_posts?select=title,emb_users(name)');
    expect(response.status).toBe(300);
    expect(await response.json()).toEqual({
      code: 'PGRST201',
      details: [
        { cardinality: 'many-to-one', embedding: 'emb_posts with emb_users', relationship: 'emb_posts_author_fkey using emb_posts(author_id) and emb_users(id)' },
        { cardinality: 'many-to-one', embedding: 'emb_posts with emb_users', relationship: 'emb_posts_editor_fkey using emb_posts(editor_id) and emb_users(id)' },
      ],
      hint: "Try changing 'emb_users' to one of the following: 'emb_users!emb_posts_author_fkey', 'emb_users!emb_posts_editor_fkey'. Find the desired relationship in the 'details' key.",
      message: "Could not embed because more than one relationship was found for 'emb_posts' and 'emb_users'",
    });
    const viaClient = await t.client().from('emb_users').select('name, emb_posts(title)');
    expect(viaClient.status).toBe(300);
    expect(viaClient.error?.details).toEqual([
      { cardinality: 'one-to-many', embedding: 'emb_users with emb_posts', relationship: 'emb_posts_author_fkey using emb_users(id) and emb_posts(author_id)' },
      { cardinality: 'one-to-many', embedding: 'emb_users with emb_posts', relationship: 'emb_posts_editor_fkey using emb_users(id) and emb_posts(editor_id)' },
    ]);
  });

  it('embeds a self-referencing table: children by its name, the parent by the key column, children by name and hint', async () => {
    const children = await t.client().from('emb_collections').select('name, emb_collections(name)').eq('id', 1).single();
    expect(children.error).toBeNull();
    expect(children.data).toEqual({ name: 'Racine', emb_collections: [{ name: 'Réseau' }, { name: 'Sécurité' }] });
    const parent = await t.client().from('emb_collections').select('name, parent:parent_id(name)').eq('id', 4).single();
    expect(parent.error).toBeNull();
    expect(parent.data).toEqual({ name: 'Pare-feu', parent: { name: 'Sécurité' } });
    const hinted = await t.client().from('emb_collections').select('name, sub:emb_collections!parent_id(name, sub:emb_collections!parent_id(name))').eq('id', 1).single();
    expect(hinted.data).toEqual({ name: 'Racine', sub: [{ name: 'Réseau', sub: [] }, { name: 'Sécurité', sub: [{ name: 'Pare-feu' }] }] });
  });

  it('embeds many-to-many through a junction table whose keys are its primary key, both ways', async () => {
    const posts = await t.client().from('emb_posts').select('title, emb_tags(label)').order('id').order('id', { referencedTable: 'emb_tags' });
    expect(posts.error).toBeNull();
    expect(posts.data).toEqual([
      { title: 'Fibre optique', emb_tags: [{ label: 'réseau' }] },
      { title: 'Serveur de fichiers', emb_tags: [{ label: 'stockage' }] },
      { title: 'Wi-Fi invités', emb_tags: [{ label: 'réseau' }, { label: 'sans fil' }] },
    ]);
    const tags = await t.client().from('emb_tags').select('label, posts:emb_posts!emb_post_tags(title)').eq('id', 100).single();
    expect(tags.data).toEqual({ label: 'réseau', posts: [{ title: 'Fibre optique' }, { title: 'Wi-Fi invités' }] });
    const inner = await t.client().from('emb_posts').select('id, emb_tags!inner(label)').eq('emb_tags.label', 'sans fil');
    expect(inner.data).toEqual([{ id: 12, emb_tags: [{ label: 'sans fil' }] }]);
  });

  it('names each junction in the ambiguity of two many-to-many, and takes the junction as the hint', async () => {
    const response = await restFetch(t, 'emb_users?select=name,emb_tags(label)');
    expect(response.status).toBe(300);
    expect(await response.json()).toEqual({
      code: 'PGRST201',
      details: [
        { cardinality: 'many-to-many', embedding: 'emb_users with emb_tags', relationship: 'emb_user_interests using emb_user_interests_user_id_fkey(user_id) and emb_user_interests_tag_id_fkey(tag_id)' },
        { cardinality: 'many-to-many', embedding: 'emb_users with emb_tags', relationship: 'emb_user_skills using emb_user_skills_user_id_fkey(user_id) and emb_user_skills_tag_id_fkey(tag_id)' },
      ],
      hint: "Try changing 'emb_tags' to one of the following: 'emb_tags!emb_user_interests', 'emb_tags!emb_user_skills'. Find the desired relationship in the 'details' key.",
      message: "Could not embed because more than one relationship was found for 'emb_users' and 'emb_tags'",
    });
    const user = await t.client().from('emb_users')
      .select('name, skills:emb_tags!emb_user_skills(label), interests:emb_tags!emb_user_interests(label)')
      .eq('id', 1).order('id', { referencedTable: 'skills' }).single();
    expect(user.error).toBeNull();
    expect(user.data).toEqual({ name: 'Awa', skills: [{ label: 'réseau' }, { label: 'stockage' }], interests: [{ label: 'sans fil' }] });
  });

  it("embeds from and into a view through its base table's foreign key, under the view's column names", async () => {
    const fromView = await t.client().from('emb_post_titles').select('title, emb_users(name)').eq('id', 12).single();
    expect(fromView.error).toBeNull();
    expect(fromView.data).toEqual({ title: 'Wi-Fi invités', emb_users: { name: 'Boukary' } });
    const byColumn = await t.client().from('emb_post_titles').select('title, writer(name)').eq('id', 10).single();
    expect(byColumn.data).toEqual({ title: 'Fibre optique', writer: { name: 'Awa' } });
    const intoView = await t.client().from('emb_users').select('name, emb_post_titles(title)').eq('id', 1).order('id', { referencedTable: 'emb_post_titles' }).single();
    expect(intoView.data).toEqual({ name: 'Awa', emb_post_titles: [{ title: 'Fibre optique' }, { title: 'Serveur de fichiers' }] });
    // A column name PostgreSQL escapes in the stored query tree (here, a space).
    const quoted = await t.client().from('emb_post_editors').select('id, emb_users(name)').eq('id', 12).single();
    expect(quoted.error).toBeNull();
    expect(quoted.data).toEqual({ id: 12, emb_users: { name: 'Awa' } });
  });

  it('selects, filters and orders by a computed field, which * leaves out', async () => {
    const users = await t.client().from('emb_users').select('id, emb_label').neq('emb_label', 'Salif #3').order('emb_label', { ascending: false });
    expect(users.error).toBeNull();
    expect(users.data).toEqual([{ id: 2, emb_label: 'Boukary #2' }, { id: 1, emb_label: 'Awa #1' }]);
    const star = await t.client().from('emb_users').select('*').eq('id', 3).single();
    expect(star.data).toEqual({ id: 3, name: 'Salif' });
    const written = await t.serviceClient().from('emb_users').insert({ id: 4, name: 'Fatim' }).select('emb_label').single();
    expect(written.error).toBeNull();
    expect(written.data).toEqual({ emb_label: 'Fatim #4' });
  });

  it('embeds computed relationships: setof is to-many, setof with rows 1 and a single row are to-one', async () => {
    const users = await t.client().from('emb_users').select('name, emb_latest_post(title), emb_written(title)').eq('id', 1).order('id', { referencedTable: 'emb_written' }).single();
    expect(users.error).toBeNull();
    expect(users.data).toEqual({ name: 'Awa', emb_latest_post: { title: 'Serveur de fichiers' }, emb_written: [{ title: 'Fibre optique' }, { title: 'Serveur de fichiers' }] });
    const posts = await t.client().from('emb_posts').select('title, emb_writer(name)').eq('id', 12).single();
    expect(posts.data).toEqual({ title: 'Wi-Fi invités', emb_writer: { name: 'Boukary' } });
    const inner = await t.client().from('emb_users').select('name, emb_written!inner(id)').eq('emb_written.title', 'Wi-Fi invités');
    expect(inner.data).toEqual([{ name: 'Boukary', emb_written: [{ id: 12 }] }]);
  });

  it('lets a computed relationship named like a table override the foreign key to it, one way only', async () => {
    const project = await t.client().from('emb_projects').select('id, emb_clients(name)').single();
    expect(project.error).toBeNull();
    expect(project.data).toEqual({ id: 1, emb_clients: { name: 'Client de la fonction' } });
    const client = await t.client().from('emb_clients').select('name, emb_projects(id)').eq('id', 1).single();
    expect(client.data).toEqual({ name: 'Client de la clé', emb_projects: [{ id: 1 }] });
  });

  it('leaves an empty embedding, used only to filter, out of the output', async () => {
    const tagged = await t.client().from('emb_posts').select('title, emb_tags!inner()').eq('emb_tags.label', 'stockage');
    expect(tagged.error).toBeNull();
    expect(tagged.data).toEqual([{ title: 'Serveur de fichiers' }]);
    const withoutEditor = await t.client().from('emb_posts').select('id, emb_posts_editor_fkey()').is('emb_posts_editor_fkey', null);
    expect(withoutEditor.data).toEqual([{ id: 11 }]);
  });

  it('answers odd uses of the new relationships with a PostgREST 4xx, never a 500', async () => {
    for (const path of [
      'emb_users?select=emb_label(*)',
      'emb_users?select=emb_written',
      'emb_posts?select=emb_label',
      'emb_users?select=emb_label->>x',
      'emb_users?emb_label=fts.awa&select=id',
      'emb_users?select=id,emb_written(emb_writer(emb_written(id)))&emb_written.emb_writer.name=eq.Awa',
      'emb_collections?select=emb_collections!emb_collections_parent_id_fkey(*)',
      'emb_collections?select=parent_id(parent_id(parent_id(name)))',
      'emb_post_titles?select=emb_posts_author_fkey(*)',
      'emb_tags?select=emb_posts!emb_likes(*)',
      'emb_users?select=a:emb_written(),a:emb_latest_post()',
      'emb_users?select=()',
      'emb_users?select=emb_written!inner()&emb_written=is.null',
    ]) {
      const response = await restFetch(t, path);
      const body = await response.json();
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
      if (response.status >= 300) expect(Object.keys(body).sort(), path).toEqual(['code', 'details', 'hint', 'message']);
    }
  });

  it('refuses the same table embedded twice under one name with 400 42712, instead of keeping one', async () => {
    const response = await restFetch(t, 'emb_posts?select=title,emb_tags(label),emb_tags(id)');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: '42712', details: null, hint: null, message: 'table name "emb_posts_emb_tags_1" specified more than once' });
    const aliased = await t.client().from('emb_posts').select('labels:emb_tags(label), ids:emb_tags(id)').eq('id', 11).single();
    expect(aliased.data).toEqual({ labels: [{ label: 'stockage' }], ids: [{ id: 101 }] });
  });
});
