'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useDeferredValue } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { AdminQueryFrame, describeAdminError } from '@/components/admin/admin-query-frame';
import { ConfirmButton } from '@/components/admin/confirm-button';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { MarkdownContent } from '@/components/ui/markdown-content';
import { ApiRequestError } from '@/lib/api-client';
import { postInputSchema, type PostInput, type StaffPost } from '../schemas';
import { ImageUploadField } from './image-upload-field';
import { describePostStatus, fetchPost, useDeletePost, useSavePost } from './posts-api';
import { SaveBar } from './save-bar';
import { contentQueryKeys } from './site-content-api';
import { PostTranslationSections } from './translation-sections';

type PostFormValues = z.input<typeof postInputSchema>;

const newPost: PostFormValues = {
  slug: '',
  title: '',
  excerpt: '',
  body: '',
  coverImage: null,
  authorName: '',
  published: false,
  publishedAt: null,
  seoTitle: '',
  seoDescription: '',
};

function toFormValues(post: StaffPost): PostFormValues {
  const { slug, title, excerpt, body, coverImage, authorName, published, publishedAt, seoTitle, seoDescription } = post;
  return { slug, title, excerpt, body, coverImage, authorName, published, publishedAt, seoTitle: seoTitle ?? '', seoDescription: seoDescription ?? '' };
}

/** `datetime-local` speaks the browser's local time without a zone; the API wants an ISO instant. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function fromLocalInput(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}

/** /admin/content/posts/new and /admin/content/posts/{id}: write a post with a live preview. */
export function PostEditor({ postId }: { postId: string | null }) {
  const query = useQuery({ queryKey: contentQueryKeys.post(postId ?? 'new'), queryFn: () => fetchPost(postId ?? ''), enabled: postId !== null });
  if (postId === null) return <PostForm post={null} />;
  return <AdminQueryFrame query={query} describeError={describeAdminError}>{(post) => (
        <>
          <PostForm post={post} />
          <PostTranslationSections post={post} />
        </>
      )}</AdminQueryFrame>;
}

function PostForm({ post }: { post: StaffPost | null }) {
  const router = useRouter();
  const save = useSavePost(post?.id ?? null);
  const deletePost = useDeletePost();
  const form = useForm<PostFormValues, unknown, PostInput>({
    resolver: zodResolver(postInputSchema),
    defaultValues: post ? toFormValues(post) : newPost,
  });
  const { errors, isDirty } = form.formState;
  const body = useDeferredValue(useWatch({ control: form.control, name: 'body' }));
  const title = useWatch({ control: form.control, name: 'title' });

  async function submit(input: PostInput): Promise<void> {
    try {
      const saved = await save.mutateAsync(input);
      toast.success(describePostStatus(saved) === 'Live' ? 'Post saved. The blog shows it now.' : 'Post saved.');
      form.reset(toFormValues(saved));
      if (!post) router.replace(`/admin/content/posts/${saved.id}`);
    } catch (error) {
      // A slug another post took meanwhile comes back as a conflict on that field.
      if (error instanceof ApiRequestError && error.status === 409) form.setError('slug', { message: error.message });
      else toast.error(describeAdminError(error));
    }
  }

  return (
    <form method="post" noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <TextField
            id="post-title"
            label="Title"
            error={errors.title?.message}
            {...form.register('title', {
              onBlur: (event: { target: { value: string } }) => {
                if (!form.getValues('slug')) form.setValue('slug', slugify(event.target.value), { shouldDirty: true });
              },
            })}
          />
          <TextField id="post-slug" label="Slug (the post's address: /blog/…)" error={errors.slug?.message} {...form.register('slug')} />
          <TextAreaField id="post-excerpt" label="Excerpt (shown on the blog list)" error={errors.excerpt?.message} {...form.register('excerpt')} />
          <TextAreaField id="post-body" label="Body (markdown)" rows={16} error={errors.body?.message} {...form.register('body')} />
        </div>
        <section aria-labelledby="post-preview-title" className="flex flex-col gap-2">
          <h2 id="post-preview-title" className="text-sm font-semibold">
            Preview
          </h2>
          <div className="min-h-64 rounded-lg border border-black/10 bg-white p-4 sm:p-6">
            {body ? <MarkdownContent source={body} /> : <p className="text-muted">The body appears here as the blog will show it.</p>}
          </div>
        </section>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Controller
          control={form.control}
          name="coverImage"
          render={({ field, fieldState }) => (
            <ImageUploadField
              id="post-cover"
              label="Cover picture"
              value={field.value ?? ''}
              onChange={(url) => field.onChange(url.trim() === '' ? null : url)}
              previewAlt={title || 'Cover picture preview'}
              error={fieldState.error?.message}
            />
          )}
        />
        <div className="flex flex-col gap-4">
          <TextField id="post-author" label="Author" error={errors.authorName?.message} {...form.register('authorName')} />
          <label className="flex min-h-6 items-center gap-2 text-sm font-semibold">
            <input type="checkbox" className="size-4 accent-brand" {...form.register('published')} />
            Published (shown on the blog from its publication date)
          </label>
          <Controller
            control={form.control}
            name="publishedAt"
            render={({ field, fieldState }) => (
              <TextField
                id="post-published-at"
                label="Publication date (empty: now, when published)"
                type="datetime-local"
                value={toLocalInput(field.value)}
                onChange={(event) => field.onChange(fromLocalInput(event.target.value))}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextField id="post-seo-title" label="Search engine title (optional)" error={errors.seoTitle?.message} {...form.register('seoTitle')} />
          <TextAreaField id="post-seo-description" label="Search engine description (optional)" error={errors.seoDescription?.message} {...form.register('seoDescription')} />
        </div>
      </div>

      <SaveBar saving={save.isPending} dirty={isDirty}>
        {post ? (
          <ConfirmButton
            title={`Delete "${post.title}"?`}
            description="The post leaves the blog at once. This cannot be undone."
            confirmLabel="Delete post"
            onConfirm={async () => {
              try {
                await deletePost.mutateAsync(post.id);
                toast.success('Post deleted.');
                router.replace('/admin/content/posts');
              } catch (error) {
                toast.error(describeAdminError(error));
              }
            }}
          >
            Delete
          </ConfirmButton>
        ) : null}
        <Button type="submit" loading={save.isPending}>
          {post ? 'Save post' : 'Create post'}
        </Button>
      </SaveBar>
    </form>
  );
}
