import { dataClient } from '../data/dataClient';

export interface BlogPostSummary {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  image_url: string | null;
  published_at: string;
  updated_at: string;
  /** The author's full name (the view exposes nothing else of their profile); null for the company's own posts. */
  author_name: string | null;
}

export interface BlogPost extends BlogPostSummary {
  content: string;
}

/**
 * Published posts, newest first, from the view that adds the author's name: it holds only posts whose
 * publication time has come, for visitors and administrators alike.
 */
export async function fetchPosts(): Promise<BlogPostSummary[]> {
  const supabase = await dataClient();
  const { data, error } = await supabase
    .from('public_blog_posts')
    .select('id, title, slug, excerpt, image_url, published_at, updated_at, author_name')
    .order('published_at', { ascending: false });
  if (error) throw error;
  return (data ?? []) as BlogPostSummary[];
}

export async function fetchPost(slug: string): Promise<BlogPost | null> {
  const supabase = await dataClient();
  const { data, error } = await supabase
    .from('public_blog_posts')
    .select('id, title, slug, excerpt, image_url, published_at, updated_at, author_name, content')
    .eq('slug', slug)
    .maybeSingle();
  if (error) throw error;
  return data as BlogPost | null;
}
