import { dataClient } from '../data/dataClient';

export interface BlogPostSummary {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  image_url: string | null;
  published_at: string;
  updated_at: string;
}

export interface BlogPost extends BlogPostSummary {
  content: string;
}

/** Published posts, newest first (RLS hides drafts from visitors; the filter keeps admins' view the same). */
export async function fetchPosts(): Promise<BlogPostSummary[]> {
  const supabase = await dataClient();
  const { data, error } = await supabase
    .from('blog_posts')
    .select('id, title, slug, excerpt, image_url, published_at, updated_at')
    .not('published_at', 'is', null)
    .order('published_at', { ascending: false });
  if (error) throw error;
  return (data ?? []) as BlogPostSummary[];
}

export async function fetchPost(slug: string): Promise<BlogPost | null> {
  const supabase = await dataClient();
  const { data, error } = await supabase
    .from('blog_posts')
    .select('id, title, slug, excerpt, image_url, published_at, updated_at, content')
    .eq('slug', slug)
    .not('published_at', 'is', null)
    .maybeSingle();
  if (error) throw error;
  return data as BlogPost | null;
}
